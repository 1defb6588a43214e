import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { type ActivityFilters, AGE_LIMITS, PRICE_LIMITS, PRICE_STEP } from '../lib/activity-filters'
import { ageRangeText, ageValueLabel, priceRangeText, priceValueLabel } from '../lib/filter-labels'
import { CategoryFilter } from './category-filter'
import { LocationFilter } from './location-filter'
import { RangeFilter } from './range-filter'
import { WeekendFilter } from './weekend-filter'

export interface FilterPanelProps {
  filters: ActivityFilters
  onChange: (patch: Partial<Omit<ActivityFilters, 'page'>>) => void
  /** Puts the panel's own controls back to their defaults; the search stays. */
  onReset: () => void
  /** Clears every filter and the search. */
  onClearAll: () => void
  /** The drawer has a heading of its own. */
  showHeading?: boolean
}

export function FilterPanel({
  filters,
  onChange,
  onReset,
  onClearAll,
  showHeading = true,
}: FilterPanelProps) {
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-2">
        {showHeading && <h2 className="font-semibold text-lg">Filters</h2>}
        <Button variant="ghost" size="sm" onClick={onReset} className="ml-auto text-primary">
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
      <CategoryFilter
        selected={filters.categories}
        onChange={(categories) => onChange({ categories })}
      />
      <Separator />
      <RangeFilter
        label="Age range"
        limits={AGE_LIMITS}
        step={1}
        value={filters.ages}
        thumbLabels={['Minimum age', 'Maximum age']}
        formatRange={ageRangeText}
        formatValue={(age) => `${ageValueLabel(age)} years`}
        onCommit={(ages) => onChange({ ages })}
      />
      <RangeFilter
        label="Price range"
        limits={PRICE_LIMITS}
        step={PRICE_STEP}
        value={filters.prices}
        thumbLabels={['Minimum price', 'Maximum price']}
        formatRange={priceRangeText}
        formatValue={priceValueLabel}
        onCommit={(prices) => onChange({ prices })}
      />
      <Separator />
      <LocationFilter value={filters.location} onChange={(location) => onChange({ location })} />
      <WeekendFilter checked={filters.weekend} onChange={(weekend) => onChange({ weekend })} />
      <Button variant="outline" className="w-full" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </div>
  )
}
