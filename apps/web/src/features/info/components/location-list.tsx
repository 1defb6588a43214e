import type { LocationSummary } from '@afc/contracts'
import { ArrowRight, MapPin } from 'lucide-react'
import { Link } from 'react-router'

function activityCount(count: number): string {
  return `${count} ${count === 1 ? 'activity' : 'activities'}`
}

/** Each city as a card leading to the activities there. */
export function LocationList({ locations }: { locations: LocationSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => (
        <li key={`${location.city}-${location.state}`}>
          <Link
            to={`/activities?${new URLSearchParams({ location: location.city })}`}
            className="group flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md motion-reduce:hover:translate-y-0"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <MapPin className="size-6" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-lg">{`${location.city}, ${location.state}`}</span>
              <span className="block text-muted-foreground text-sm">
                {activityCount(location.activityCount)}
              </span>
            </span>
            <ArrowRight
              className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  )
}
