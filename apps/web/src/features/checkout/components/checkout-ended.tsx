import type { TestCheckout } from '@afc/contracts'
import { CircleCheck, CircleSlash } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

const endings: Record<Exclude<TestCheckout['state'], 'open'>, string> = {
  paid: 'This checkout has been paid. Your booking is in My Bookings.',
  expired: 'This checkout has closed. Go back to My Bookings to book again.',
  closed: 'This booking is no longer waiting for a payment.',
}

/** A checkout that can no longer be paid: why, and the way to the family's bookings. */
export function CheckoutEnded({ state }: { state: Exclude<TestCheckout['state'], 'open'> }) {
  const Icon = state === 'paid' ? CircleCheck : CircleSlash
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border bg-card p-6 text-center">
      <Icon className="size-10 text-primary" aria-hidden="true" />
      <p className="font-medium">{endings[state]}</p>
      <Button asChild>
        <Link to="/bookings">Go to My Bookings</Link>
      </Button>
    </div>
  )
}
