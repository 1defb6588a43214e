import type { VendorLocation } from '@afc/contracts'
import { MapPin, Pencil, Plus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { LocationDialog } from './location-dialog'
import { RemoveLocationButton } from './remove-location-button'

export function LocationsCard({ locations }: { locations: VendorLocation[] }) {
  const firstOne = locations.length === 0
  return (
    <Card>
      <CardHeader className="sm:flex sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Locations</CardTitle>
          <CardDescription>
            Where your activities happen. Your primary location is shown publicly.
          </CardDescription>
        </div>
        <LocationDialog
          firstOne={firstOne}
          trigger={
            <Button variant="outline" size="sm" className="mt-2 w-fit sm:mt-0">
              <Plus aria-hidden="true" />
              Add location
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {firstOne ? (
          <p className="text-muted-foreground text-sm">
            No locations yet. Add one so families know where to go.
          </p>
        ) : (
          <ul className="divide-y">
            {locations.map((location) => (
              <li
                key={location.id}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex gap-3">
                  <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {location.name}
                      {location.isPrimary && <Badge variant="secondary">Primary</Badge>}
                    </p>
                    <p>{location.address}</p>
                    <p>
                      {location.city}, {location.state} {location.zipcode}
                    </p>
                    <p className="text-muted-foreground">{location.timeZone}</p>
                  </div>
                </div>
                <div className="flex gap-1 max-sm:pl-6">
                  <LocationDialog
                    location={location}
                    firstOne={false}
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={`Edit ${location.name}`}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                    }
                  />
                  <RemoveLocationButton location={location} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
