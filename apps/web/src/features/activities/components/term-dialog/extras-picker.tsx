import { formatMoney, type PublicTerm } from '@afc/contracts'
import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'

type Extra = PublicTerm['extras'][number]

/** '$10.00 per session' or '$15.00 once'. */
export function extraPriceLabel(extra: Pick<Extra, 'priceCents' | 'pricePer'>): string {
  return `${formatMoney(extra.priceCents)} ${extra.pricePer === 'session' ? 'per session' : 'once'}`
}

interface ExtrasPickerProps {
  childName: string
  extras: Extra[]
  /** The ids of the extras this child takes. */
  selected: string[]
  onChange: (extraIds: string[]) => void
}

/** One child's extras to tick, each with its price; a full one cannot be ticked. */
export function ExtrasPicker({ childName, extras, selected, onChange }: ExtrasPickerProps) {
  const idPrefix = useId()
  const toggle = (extraId: string, checked: boolean) =>
    onChange(checked ? [...selected, extraId] : selected.filter((id) => id !== extraId))
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold text-sm">Extras for {childName}</legend>
      {extras.map((extra) => {
        const checkboxId = `${idPrefix}-${extra.id}`
        const full = extra.placesLeft !== null && extra.placesLeft <= 0
        return (
          <label
            key={extra.id}
            htmlFor={checkboxId}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5',
              full && 'cursor-not-allowed bg-muted/50',
            )}
          >
            <Checkbox
              id={checkboxId}
              checked={selected.includes(extra.id)}
              disabled={full}
              onCheckedChange={(checked) => toggle(extra.id, checked === true)}
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className={cn('font-medium text-sm', full && 'text-muted-foreground')}>
                {extra.name}
              </span>
              <span
                className={cn(
                  'text-xs',
                  full ? 'font-semibold text-destructive' : 'text-muted-foreground',
                )}
              >
                {full ? 'Full' : extraPriceLabel(extra)}
              </span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
