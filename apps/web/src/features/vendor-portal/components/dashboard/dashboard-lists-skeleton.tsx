import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ListRowSkeletons } from '../list-row-skeletons'

/** The list cards with their titles in place and rows still loading. */
export function DashboardListsSkeleton() {
  return (
    <>
      {['Upcoming Bookings', 'Popular Activities', 'Waiting Lists'].map((title) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ListRowSkeletons />
          </CardContent>
        </Card>
      ))}
    </>
  )
}
