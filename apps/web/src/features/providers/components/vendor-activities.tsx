import type { ActivitySummary } from '@afc/contracts'
import { CalendarX } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityGrid } from '@/components/activity-grid'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'

interface VendorActivitiesProps {
  vendorName: string
  activities: ActivitySummary[]
}

export function VendorActivities({ vendorName, activities }: VendorActivitiesProps) {
  return (
    <section aria-labelledby="vendor-activities-title" className="space-y-6">
      <h2 id="vendor-activities-title" className="font-bold text-2xl tracking-tight">
        {`Activities by ${vendorName}`}
      </h2>
      {activities.length > 0 ? (
        <ActivityGrid activities={activities} />
      ) : (
        <EmptyState
          icon={CalendarX}
          headingLevel="h3"
          title="No Activities Available"
          description="This provider has nothing open for booking right now. Have a look at what others offer."
          action={
            <Button variant="outline" asChild>
              <Link to="/activities">Browse All Activities</Link>
            </Button>
          }
        />
      )}
    </section>
  )
}
