import { type ActivitySummary, imageSrcSet } from '@afc/contracts'
import { Sparkles } from 'lucide-react'
import { cn } from '@/lib/utils'
import { categoryVisuals } from './category-visuals'

interface ActivityImageProps {
  activity: Pick<ActivitySummary, 'thumbnailUrl' | 'categories'>
  /**
   * The photo is among the first the page paints (a detail page's hero, the first row of a
   * list): fetched at once and first. Others wait until they are scrolled near.
   */
  priority?: boolean
  /** How wide the photo's frame is at each layout; a card in a grid by default. */
  sizes?: string
  className?: string
}

// Thumbnails are stored at 4:3 (1200×900, the demo ones 800×600). The attributes give the box
// its shape before the file arrives; the class sizes it to its frame.
const THUMBNAIL_WIDTH = 1200
const THUMBNAIL_HEIGHT = 900

/**
 * A card's frame in the activity grids: the page column (max-w-6xl less its padding) shared by
 * one column on phones, two from `sm`, three or four from `lg` (350 px is the widest of those).
 */
const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 350px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)'

/**
 * Starts fetching a card's photo before the card exists, for the one a page is about to paint
 * first: with the same candidates and sizes as the card's own image, which then finds it loaded.
 */
export function preloadCardImage(activity: Pick<ActivitySummary, 'thumbnailUrl'>) {
  if (!activity.thumbnailUrl) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = activity.thumbnailUrl
  const srcSet = imageSrcSet(activity.thumbnailUrl)
  if (srcSet) {
    link.imageSrcset = srcSet
    link.imageSizes = CARD_IMAGE_SIZES
  }
  link.fetchPriority = 'high'
  document.head.append(link)
}

/**
 * The activity's photo, or its first category's icon on a soft tile when it has none. Always
 * beside the activity's title (card, detail page), so it is decorative: naming it again would
 * make screen readers read the title twice.
 */
export function ActivityImage({
  activity,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
  className,
}: ActivityImageProps) {
  if (activity.thumbnailUrl) {
    const srcSet = imageSrcSet(activity.thumbnailUrl)
    return (
      <img
        src={activity.thumbnailUrl}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt=""
        width={THUMBNAIL_WIDTH}
        height={THUMBNAIL_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
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
      aria-hidden="true"
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
