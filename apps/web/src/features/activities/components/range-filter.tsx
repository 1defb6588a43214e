import { useEffect, useId, useState } from 'react'
import { Slider } from '@/components/ui/slider'
import type { NumberRange } from '../lib/activity-filters'

interface RangeFilterProps {
  label: string
  limits: NumberRange
  step: number
  value: NumberRange
  thumbLabels: [string, string]
  /** The whole range as shown above the slider, e.g. '4 - 10 years'. */
  formatRange: (range: NumberRange) => string
  /** One end as read aloud, e.g. '18+'. */
  formatValue: (value: number) => string
  onCommit: (range: NumberRange) => void
}

/**
 * A two-thumb slider whose label follows the thumbs while they move; the filter applies when a
 * thumb is released (or moved by keyboard), not on every pixel of a drag.
 */
export function RangeFilter({
  label,
  limits,
  step,
  value,
  thumbLabels,
  formatRange,
  formatValue,
  onCommit,
}: RangeFilterProps) {
  const labelId = useId()
  const [from, to] = value
  const [draft, setDraft] = useState<NumberRange>(value)

  // The URL changed elsewhere (Reset, back/forward): the thumbs follow.
  useEffect(() => setDraft([from, to]), [from, to])

  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="font-semibold text-sm">
          {label}
        </span>
        <span className="font-medium text-primary text-sm tabular-nums">{formatRange(draft)}</span>
      </div>
      <Slider
        aria-labelledby={labelId}
        min={limits[0]}
        max={limits[1]}
        step={step}
        value={[draft[0], draft[1]]}
        thumbLabels={thumbLabels}
        formatValueText={formatValue}
        onValueChange={([low = limits[0], high = limits[1]]) => setDraft([low, high])}
        onValueCommit={([low = limits[0], high = limits[1]]) => onCommit([low, high])}
      />
    </div>
  )
}
