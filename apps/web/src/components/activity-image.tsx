import type { ActivitySummary } from '@afc/contracts'
import { Sparkles } from 'lucide-react'
import { cn } from '@/lib/utils'
import { categoryVisuals } from './category-visuals'

interface ActivityImageProps {
  activity: Pick<ActivitySummary, 'title' | 'thumbnailUrl' | 'categories'>
  /** Cards below the fold load their photo when scrolled to; a detail page's hero at once. */
  loading?: 'lazy' | 'eager'
  className?: string
}

/** The activity's photo, or its first category's icon on a soft tile when it has none. */
export function ActivityImage({ activity, loading = 'lazy', className }: ActivityImageProps) {
  if (activity.thumbnailUrl) {
    return (
      <img
        src={activity.thumbnailUrl}
        alt={activity.title}
        loading={loading}
        decoding="async"
        className={cn('size-full object-cover', className)}
      />
    )
  }
  const category = activity.categories[0]
  const visual = category ? categoryVisuals[category.slug] : undefined
  const Icon = visual?.icon ?? Sparkles
  return (
    <div
      role="img"
      aria-label={activity.title}
      className={cn(
        'flex size-full items-center justify-center',
        visual?.tone ?? 'bg-accent text-accent-foreground',
        className,
      )}
    >
      <span className="flex size-20 items-center justify-center rounded-full bg-white/60 shadow-sm">
        <Icon className="size-10" aria-hidden="true" />
      </span>
    </div>
  )
}
