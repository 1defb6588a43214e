import { PageContainer } from '@/components/page-container'
import { useDocumentTitle } from '@/lib/use-document-title'
import { LG_UP, useIsPhone, useMediaQuery } from '@/lib/use-media-query'
import { useActivities } from '../api/get-activities'
import { ActiveFilterChips } from '../components/active-filter-chips'
import { ActivityResults } from '../components/activity-results'
import { ActivitySearchBox } from '../components/activity-search-box'
import { FilterPanel } from '../components/filter-panel'
import { FiltersDrawer } from '../components/filters-drawer'
import { SortSelect } from '../components/sort-select'
import { useActivityFilters } from '../hooks/use-activity-filters'
import { usePhoneActivities } from '../hooks/use-phone-activities'
import { useScrollBackAfterReload } from '../hooks/use-scroll-back-after-reload'
import { countActiveFilters, withoutAnyFilters, withoutPanelFilters } from '../lib/activity-filters'
import { activityCount } from '../lib/filter-labels'

export function ActivitiesPage() {
  useDocumentTitle('Discover Activities')
  const { filters, changeFilters, updateFilters } = useActivityFilters()
  // Phones add 12 cards at a time under the ones shown; wider screens have numbered pages.
  const isPhone = useIsPhone()
  // Below lg the filters live in the drawer: a hidden sidebar would only cost a phone rendering.
  const hasSidebar = useMediaQuery(LG_UP, true)
  const pages = useActivities(filters, !isPhone)
  const phone = usePhoneActivities(filters, isPhone)
  const activities = isPhone ? phone : pages
  useScrollBackAfterReload(isPhone, Boolean(phone.data) && !phone.isFetchingMore)
  const total = activities.data?.total
  const status =
    total !== undefined
      ? `Showing ${activityCount(total)}`
      : activities.isError
        ? ''
        : 'Looking for activities…'
  const panel = {
    filters,
    onChange: updateFilters,
    onReset: () => changeFilters(withoutPanelFilters),
    onClearAll: () => changeFilters(withoutAnyFilters),
  }

  return (
    <PageContainer className="space-y-8">
      <div className="space-y-4">
        <div className="space-y-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Discover Activities</h1>
          <p className="max-w-2xl text-muted-foreground">
            Classes, courses and events from local providers, for every age from toddlers to teens.
          </p>
        </div>
        <ActivitySearchBox value={filters.q} onSearch={(q) => updateFilters({ q })} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[17rem_1fr]">
        {hasSidebar && (
          <aside aria-label="Filters" className="hidden lg:block">
            <div className="rounded-2xl border bg-card p-5 shadow-sm">
              <FilterPanel {...panel} />
            </div>
          </aside>
        )}
        <section aria-labelledby="results-heading" className="min-w-0 space-y-6">
          {/* The cards' titles are h3s: this keeps the outline one level at a time on phones too. */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <FiltersDrawer {...panel} activeCount={countActiveFilters(filters)} total={total} />
            {/* On phones the count gets a line of its own under the two controls. */}
            <p role="status" className="order-last w-full font-medium lg:order-none lg:w-auto">
              {status}
            </p>
            <div className="ml-auto">
              <SortSelect value={filters.sort} onChange={(sort) => updateFilters({ sort })} />
            </div>
          </div>
          <ActiveFilterChips filters={filters} onChange={updateFilters} />
          <ActivityResults
            filters={filters}
            data={activities.data}
            error={activities.error}
            isUpdating={activities.isPlaceholderData}
            onRetry={() => void activities.refetch()}
            onClearAll={panel.onClearAll}
            more={
              isPhone
                ? {
                    loading: phone.isFetchingMore,
                    failed: phone.error !== null,
                    onShowMore: phone.showMore,
                  }
                : undefined
            }
          />
        </section>
      </div>
    </PageContainer>
  )
}
