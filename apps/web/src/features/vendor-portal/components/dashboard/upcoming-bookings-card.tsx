import type { VendorDashboard } from '@afc/contracts'
import { CalendarDays } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatRelativeSessionTime } from '@/lib/session-time'
import { pluralize } from '../../lib/plural'

type UpcomingBooking = VendorDashboard['upcomingBookings'][number]

export function UpcomingBookingsCard({ bookings }: { bookings: UpcomingBooking[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming Bookings</CardTitle>
        <CardDescription>The next families coming to your sessions</CardDescription>
      </CardHeader>
      <CardContent>
        {bookings.length === 0 ? (
          <p className="text-muted-foreground text-sm">No upcoming bookings found</p>
        ) : (
          <ul className="grid gap-4">
            {bookings.map((booking) => (
              <li key={booking.id} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground max-sm:hidden">
                  <CalendarDays className="size-5" aria-hidden="true" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-x-4 sm:flex-row sm:justify-between">
                  <div className="min-w-0">
                    <Link
                      to={`/vendor/activities/${booking.activityId}`}
                      className="font-medium hover:underline"
                    >
                      {booking.activityTitle}
                    </Link>
                    <p className="text-muted-foreground text-sm">
                      {booking.customerName} · {pluralize(booking.participants, 'participant')}
                    </p>
                  </div>
                  <p className="shrink-0 font-medium text-sm tabular-nums max-sm:mt-0.5 sm:text-right">
                    {formatRelativeSessionTime(booking.startsAt, booking.timeZone)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
