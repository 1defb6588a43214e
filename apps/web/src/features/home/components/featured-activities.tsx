import type { ActivitySummary } from '@afc/contracts'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityGrid, ActivityGridSkeleton } from '@/components/activity-grid'
import { SectionHeading } from './section-heading'

const MAX_FEATURED = 4
const columns = 'sm:grid-cols-2 lg:grid-cols-4'

interface FeaturedActivitiesProps {
  activities: ActivitySummary[]
  isLoading?: boolean
}

export function FeaturedActivities({ activities, isLoading = false }: FeaturedActivitiesProps) {
  return (
    <section aria-labelledby="featured-title" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          title="Featured Activities"
          subtitle="Hand-picked favourites families are booking right now."
          action={
            <Link
              to="/activities"
              className="flex items-center gap-1 rounded-sm font-semibold text-primary hover:underline"
            >
              View all activities
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
        />
        <FeaturedList activities={activities} isLoading={isLoading} />
      </div>
    </section>
  )
}

function FeaturedList({ activities, isLoading }: Required<FeaturedActivitiesProps>) {
  if (isLoading) {
    return (
      <ActivityGridSkeleton
        count={MAX_FEATURED}
        label="Loading featured activities"
        className={columns}
      />
    )
  }
  if (activities.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card p-8 text-center text-muted-foreground">
        No featured activities available at the moment.
      </p>
    )
  }
  return (
    <ActivityGrid
      activities={activities.slice(0, MAX_FEATURED)}
      className={columns}
      priorityCount={MAX_FEATURED}
    />
  )
}
