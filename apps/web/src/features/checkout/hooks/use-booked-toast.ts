import { useEffect } from 'react'
import { toast } from 'sonner'

const STORAGE_PREFIX = 'afc:booked-toast:'

/**
 * Whether this tab has yet to tell the family their booking went through, noting that it now
 * has. Kept for the tab rather than the page, so a reload of the return page (or coming back
 * to it) does not celebrate the same booking twice.
 */
function firstTimeFor(bookingId: string): boolean {
  const key = STORAGE_PREFIX + bookingId
  try {
    if (sessionStorage.getItem(key)) return false
    sessionStorage.setItem(key, '1')
  } catch {
    // Storage can be switched off (private modes, strict settings): then every visit tells.
  }
  return true
}

/**
 * 'Booking successful!' once a paid booking is confirmed, as a free one says it on booking. The
 * toast's id is the booking's, so a second call while it shows changes nothing either.
 */
export function useBookedToast(bookingId: string, booked: boolean) {
  useEffect(() => {
    if (!booked || !firstTimeFor(bookingId)) return
    toast.success('Booking successful!', { id: `booked:${bookingId}` })
  }, [bookingId, booked])
}
