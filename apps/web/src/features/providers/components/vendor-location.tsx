import type { PublicVendor } from '@afc/contracts'
import { MapPin } from 'lucide-react'
import { Link } from 'react-router'

type VendorLocationProps = { location: PublicVendor['primaryLocation'] }

/** Where the provider is based: its primary location, which providers choose to make public. */
export function VendorLocation({ location }: VendorLocationProps) {
  return (
    <section
      aria-labelledby="vendor-location-title"
      className="rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="vendor-location-title" className="mb-3 flex items-center gap-2 font-semibold text-lg">
        <MapPin className="size-5 text-primary" aria-hidden="true" />
        Location
      </h2>
      {location ? (
        <div className="space-y-3">
          <address className="grid gap-0.5 not-italic">
            <span className="font-medium">{location.name}</span>
            <span className="text-muted-foreground">{location.address}</span>
            <span className="text-muted-foreground">
              {`${location.city}, ${location.state} ${location.zipcode}`}
            </span>
          </address>
          <Link
            to={`/activities?${new URLSearchParams({ location: location.city })}`}
            className="inline-block font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            {`More activities in ${location.city}`}
          </Link>
        </div>
      ) : (
        <p className="text-muted-foreground">
          This provider runs activities at the venues shown on each activity.
        </p>
      )}
    </section>
  )
}
