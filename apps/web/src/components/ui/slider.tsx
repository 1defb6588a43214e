import { Slider as SliderPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, e.g. ['Minimum age', 'Maximum age']. */
  thumbLabels: string[]
  /** How a thumb's value reads aloud when the number alone says too little ('$200+'). */
  formatValueText?: (value: number) => string
}

export function Slider({
  className,
  thumbLabels,
  formatValueText,
  value,
  defaultValue,
  ...props
}: SliderProps) {
  const values = value ?? defaultValue ?? []
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted-foreground/20">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => {
        const thumbValue = values[index]
        return (
          <SliderPrimitive.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={
              formatValueText && thumbValue !== undefined ? formatValueText(thumbValue) : undefined
            }
            className="block size-6 rounded-full border-2 border-primary bg-card shadow-md transition-[box-shadow] hover:ring-4 hover:ring-primary/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/40"
          />
        )
      })}
    </SliderPrimitive.Root>
  )
}
