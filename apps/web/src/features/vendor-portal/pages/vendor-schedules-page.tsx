import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadMore } from '@/components/load-more'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { loadedItems } from '@/lib/pages'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import type { SessionCreateResult } from '../api/create-vendor-sessions'
import { useVendorActivities } from '../api/get-vendor-activities'
import { useVendorSessions } from '../api/get-vendor-sessions'
import { useVendorTerms } from '../api/get-vendor-terms'
import { ActivityFilter } from '../components/activity-filter'
import { SingleSessionsAttendance } from '../components/attendance/single-sessions-attendance'
import { ListRowSkeletons } from '../components/list-row-skeletons'
import { AddSessionsDialog } from '../components/schedules/add-sessions-dialog'
import { creationSummary } from '../components/schedules/creation-summary'
import { SessionList } from '../components/schedules/session-list'
import { TermsSection } from '../components/terms/terms-section'
import { useListFilters } from '../lib/use-list-filters'

const PERIODS = ['upcoming', 'past'] as const

export function VendorSchedulesPage() {
  useDocumentTitle('Schedules')
  const filters = useListFilters(PERIODS)
  const activities = useVendorActivities()
  const sessions = useVendorSessions({ when: filters.when, activityId: filters.activityId })
  const items = loadedItems(sessions.data)
  const terms = useVendorTerms(filters.activityId)
  const termNames = new Map(
    (terms.data ?? []).flatMap((term) =>
      term.sessions.map((each) => [each.id, term.name] as const),
    ),
  )
  const [lastCreated, setLastCreated] = useState<string | null>(null)

  const created = (result: SessionCreateResult) => {
    const summary = creationSummary(result)
    setLastCreated(summary)
    toast.success(summary)
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Schedules"
        subtitle="The dates and times families can book, on each venue's local clock"
        actions={
          <AddSessionsDialog
            activities={activities.data ?? []}
            defaultActivityId={filters.activityId}
            onCreated={created}
          />
        }
      />
      {lastCreated && (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
          {lastCreated}
        </p>
      )}
      <TermsSection activities={activities.data ?? []} activityId={filters.activityId} />
      <Tabs value={filters.when} onValueChange={filters.setWhen}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <TabsList>
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="past">Past</TabsTrigger>
          </TabsList>
          <ActivityFilter
            className="sm:w-72"
            activities={activities.data}
            value={filters.activityId}
            onChange={filters.setActivityId}
          />
        </div>
        <TabsContent value={filters.when} className="space-y-4 pt-4">
          {filters.activityId ? (
            <SingleSessionsAttendance activityId={filters.activityId} />
          ) : (
            filters.when === 'past' && (
              <p className="text-muted-foreground text-sm">
                Choose an activity to see how its single sessions went and download their attendance
                as a CSV.
              </p>
            )
          )}
          {sessions.isPending && <ListRowSkeletons />}
          {sessions.isError && (
            <ErrorAlert title="Error">
              {failureMessage(sessions.error, 'Failed to load your sessions. Please try again.')}
            </ErrorAlert>
          )}
          {items?.length === 0 && (
            <EmptyState
              icon={CalendarDays}
              title={filters.when === 'upcoming' ? 'No upcoming sessions' : 'No past sessions'}
              description={
                filters.when === 'upcoming'
                  ? 'Add a session or a weekly series so families can book.'
                  : 'Sessions show up here once they have taken place.'
              }
            />
          )}
          {items && items.length > 0 && (
            <>
              <SessionList
                sessions={items}
                cancellable={filters.when === 'upcoming'}
                termNames={termNames}
              />
              <LoadMore
                shown={items.length}
                total={sessions.data?.pages[0]?.total ?? items.length}
                noun="sessions"
                hasMore={sessions.hasNextPage}
                loading={sessions.isFetchingNextPage}
                onLoadMore={() => void sessions.fetchNextPage()}
              />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}
