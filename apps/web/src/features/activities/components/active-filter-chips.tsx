import { CATEGORIES } from '@afc/contracts'
import { X } from 'lucide-react'
import {
  type ActivityFilters,
  AGE_LIMITS,
  isSameRange,
  PRICE_LIMITS,
} from '../lib/activity-filters'
import { ageRangeText, priceRangeText } from '../lib/filter-labels'

type FiltersPatch = Partial<Omit<ActivityFilters, 'page'>>

interface Chip {
  label: string
  remove: FiltersPatch
}

function chipsFor(filters: ActivityFilters): Chip[] {
  const chips: Chip[] = CATEGORIES.filter((category) =>
    filters.categories.includes(category.slug),
  ).map((category) => ({
    label: category.name,
    remove: { categories: filters.categories.filter((slug) => slug !== category.slug) },
  }))
  if (!isSameRange(filters.ages, AGE_LIMITS)) {
    chips.push({ label: `Ages ${ageRangeText(filters.ages)}`, remove: { ages: AGE_LIMITS } })
  }
  if (!isSameRange(filters.prices, PRICE_LIMITS)) {
    chips.push({ label: priceRangeText(filters.prices), remove: { prices: PRICE_LIMITS } })
  }
  if (filters.location) chips.push({ label: filters.location, remove: { location: '' } })
  if (filters.weekend) chips.push({ label: 'Weekend sessions', remove: { weekend: false } })
  return chips
}

interface ActiveFilterChipsProps {
  filters: ActivityFilters
  onChange: (patch: FiltersPatch) => void
}

/** What the list is filtered by, each removable with one tap, so phones need not open the drawer. */
export function ActiveFilterChips({ filters, onChange }: ActiveFilterChipsProps) {
  const chips = chipsFor(filters)
  if (chips.length === 0) return null
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() => onChange(chip.remove)}
            className="flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary/5 py-1 pr-2 pl-3 font-medium text-primary text-sm transition-colors hover:bg-primary/10"
          >
            {chip.label}
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  )
}
