import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { activityCount } from '../lib/filter-labels'
import { FilterPanel, type FilterPanelProps } from './filter-panel'

interface FiltersDrawerProps extends Omit<FilterPanelProps, 'showHeading'> {
  activeCount: number
  /** Matches for the filters as they stand, once known. */
  total: number | undefined
}

/** The filter panel in a drawer, for screens too narrow for a sidebar. */
export function FiltersDrawer({ activeCount, total, ...panelProps }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          className="lg:hidden"
          // One fixed name: browsers join the visible text and the badge differently.
          aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <span className="flex size-5 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs">
              {activeCount}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        className="w-full max-w-sm gap-0"
        initialFocus="fieldset [role=checkbox]"
      >
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">Filters</SheetTitle>
          <SheetDescription className="sr-only">
            Narrow the activities by category, age, price, location and weekend sessions.
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 py-3">
          <FilterPanel {...panelProps} showHeading={false} />
        </div>
        <div className="border-t p-4">
          <Button size="lg" className="w-full" onClick={() => setOpen(false)}>
            {total === undefined ? 'Show activities' : `Show ${activityCount(total)}`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  )
}
