import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import type { ActivitySort } from '../lib/activity-filters'

const sortLabels: Record<ActivitySort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  soonest: 'Soonest session',
}
const sortOrders = Object.keys(sortLabels) as ActivitySort[]

interface SortSelectProps {
  value: ActivitySort
  onChange: (sort: ActivitySort) => void
}

function isSort(value: string): value is ActivitySort {
  return value in sortLabels
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="sr-only whitespace-nowrap text-muted-foreground text-sm sm:not-sr-only"
      >
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isSort(event.target.value)) onChange(event.target.value)
          }}
          className="h-10 appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 font-medium text-sm shadow-xs"
        >
          {sortOrders.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
    </div>
  )
}
