import { ImageIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

interface ActivityThumbnailProps {
  src: string | null
  title: string
  className?: string
}

/**
 * The activity's picture, or a neutral placeholder so every card keeps its shape. The picture
 * sits beside the title, so it has no name of its own; the placeholder says what is missing.
 */
export function ActivityThumbnail({ src, title, className }: ActivityThumbnailProps) {
  return (
    <div className={cn('overflow-hidden bg-muted', className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div
          role="img"
          aria-label={`No picture for ${title} yet`}
          className="flex size-full items-center justify-center bg-gradient-to-br from-secondary to-accent text-muted-foreground"
        >
          <ImageIcon className="size-10" aria-hidden="true" />
        </div>
      )}
    </div>
  )
}
