import type { ActivityType } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'
import { activityTypeTone } from '@/lib/tones'
import { cn } from '@/lib/utils'

const typeLabels: Record<ActivityType, string> = {
  class: 'Class',
  course: 'Course',
  event: 'Event',
}

export function ActivityTypeBadge({ type, className }: { type: ActivityType; className?: string }) {
  return (
    <Badge variant="outline" className={cn(activityTypeTone[type], className)}>
      {typeLabels[type]}
    </Badge>
  )
}
