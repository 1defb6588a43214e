import { CalendarPlus } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'

interface AddToCalendarButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  bookingId: string
}

/**
 * Downloads the booking as an .ics file. A plain link: the server sends it as an attachment
 * and the session cookie goes along, so no script has to fetch and save it.
 */
export function AddToCalendarButton({
  bookingId,
  variant = 'outline',
  ...props
}: AddToCalendarButtonProps) {
  return (
    <Button asChild variant={variant} {...props}>
      <a href={`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`} download>
        <CalendarPlus aria-hidden="true" />
        Add to calendar
      </a>
    </Button>
  )
}
