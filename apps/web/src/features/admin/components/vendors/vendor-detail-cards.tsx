import type { AdminVendorDetail } from '@afc/contracts'
import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatCount, formatDay, formatRevenue } from '../../lib/format'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

export function VendorFigures({ vendor }: { vendor: AdminVendorDetail }) {
  const figures = [
    { label: 'Activities', value: formatCount(vendor.activityCount) },
    { label: 'Bookings', value: formatCount(vendor.bookingCount) },
    { label: 'Revenue', value: formatRevenue(vendor.revenueCents) },
  ]
  return (
    <dl className="grid grid-cols-3 gap-3" aria-label="Figures">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-xl border bg-card p-4">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="font-bold font-display text-xl tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function VendorProfileCard({ vendor }: { vendor: AdminVendorDetail }) {
  const { contact, owner } = vendor
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">{vendor.description || 'No description yet.'}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Fact label="Registered">{formatDay(vendor.registeredAt)}</Fact>
          <Fact label="Owner">
            {owner.name} · {owner.email}{' '}
            {owner.disabled && (
              <Badge variant="outline" className="bg-muted text-muted-foreground">
                Account disabled
              </Badge>
            )}
          </Fact>
          <Fact label="Website">{contact.website ?? '—'}</Fact>
          <Fact label="Email">{contact.email ?? '—'}</Fact>
          <Fact label="Phone">{contact.phone ?? '—'}</Fact>
          <Fact label="Booking notices to">{contact.notificationEmail ?? owner.email}</Fact>
        </dl>
        <p className="text-muted-foreground text-xs">
          Contact details are for internal use only and never shown publicly.
        </p>
      </CardContent>
    </Card>
  )
}

export function VendorLocationsCard({ vendor }: { vendor: AdminVendorDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Locations</CardTitle>
      </CardHeader>
      <CardContent>
        {vendor.locations.length === 0 ? (
          <p className="text-muted-foreground text-sm">No locations yet.</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {vendor.locations.map((location) => (
              <li key={location.id} className="flex gap-2">
                <MapPin
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span>
                  <span className="font-medium">{location.name}</span>
                  {location.isPrimary && ' (primary)'}
                  <span className="block text-muted-foreground">
                    {location.address}, {location.city}, {location.state} {location.zipcode}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
