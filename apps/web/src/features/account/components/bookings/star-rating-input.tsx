import { Star } from 'lucide-react'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '@/lib/utils'

const RATINGS = [1, 2, 3, 4, 5] as const

interface StarRatingInputProps {
  /** The chosen rating, to fill the stars up to it. */
  value: number
  registration: UseFormRegisterReturn
  error?: string | undefined
}

/** Five radio buttons drawn as stars: keyboard arrows move the rating, as in any radio group. */
export function StarRatingInput({ value, registration, error }: StarRatingInputProps) {
  const errorId = useId()
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-sm">Your rating</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={rating} className="sr-only" {...registration} />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                rating <= value ? 'fill-warm text-warm' : 'text-muted-foreground/50',
              )}
            />
            <span className="sr-only">{rating === 1 ? '1 star' : `${rating} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  )
}
