import { CircleAlert, MapPin, MapPinOff } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { LoadMore } from '@/components/load-more'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { loadedItems } from '@/lib/pages'
import { useLocations } from '../api/get-locations'
import { InfoPage } from '../components/info-page'
import { LocationList } from '../components/location-list'

function LocationsContent() {
  const locations = useLocations()
  if (locations.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Loading locations</span>
        {['first', 'second', 'third', 'fourth', 'fifth', 'sixth'].map((slot) => (
          <Skeleton key={slot} className="h-[5.5rem] rounded-2xl" />
        ))}
      </div>
    )
  }
  if (locations.isError) {
    return (
      <div role="alert">
        <EmptyState
          icon={CircleAlert}
          title="We couldn't load the locations"
          description={locations.error.message}
          action={<Button onClick={() => void locations.refetch()}>Try again</Button>}
        />
      </div>
    )
  }
  const cities = loadedItems(locations.data) ?? []
  if (cities.length === 0) {
    return (
      <EmptyState
        icon={MapPinOff}
        title="No locations yet"
        description="Providers are setting up their first activities. Check back soon."
      />
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <LocationList locations={cities} />
      <LoadMore
        shown={cities.length}
        total={locations.data.pages[0]?.total ?? cities.length}
        noun="cities"
        hasMore={locations.hasNextPage}
        loading={locations.isFetchingNextPage}
        onLoadMore={() => void locations.fetchNextPage()}
      />
    </div>
  )
}

export function LocationsPage() {
  return (
    <InfoPage
      wide
      title="Locations"
      icon={MapPin}
      intro="The cities where local providers run activities today. Pick one to see everything on offer there."
    >
      <LocationsContent />
      <p className="text-muted-foreground">
        Don't see your city? Providers anywhere can{' '}
        <Link
          to="/vendor/how-it-works"
          className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
        >
          list their activities
        </Link>
        , and we add cities as they do.
      </p>
    </InfoPage>
  )
}
