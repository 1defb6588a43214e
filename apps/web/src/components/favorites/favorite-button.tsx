import { Heart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useFavorite } from './use-favorite'

interface FavoriteButtonProps {
  activityId: string
  activityTitle: string
  /** 'icon' floats over a card's photo; 'labelled' sits among the detail page's actions. */
  variant?: 'icon' | 'labelled'
  className?: string
}

/** A heart that saves an activity to the favourites, pressed when it is one. */
export function FavoriteButton({
  activityId,
  activityTitle,
  variant = 'icon',
  className,
}: FavoriteButtonProps) {
  const { isFavorite, toggle, isReady } = useFavorite(activityId)
  const heart = (
    <Heart
      className={cn('size-5', isFavorite ? 'fill-rose-500 text-rose-500' : 'text-current')}
      aria-hidden="true"
    />
  )

  if (variant === 'labelled') {
    return (
      <Button
        type="button"
        variant="outline"
        aria-pressed={isFavorite}
        disabled={!isReady}
        onClick={toggle}
        className={className}
      >
        {heart}
        Favorite
      </Button>
    )
  }
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={`Favorite ${activityTitle}`}
      disabled={!isReady}
      onClick={toggle}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-card/95 text-foreground shadow-md backdrop-blur transition hover:scale-105 disabled:opacity-60',
        className,
      )}
    >
      {heart}
    </button>
  )
}
