import type { VendorActivityDetail } from '@afc/contracts'
import { ActivityTypeBadge } from '@/components/activity-type-badge'
import { Card, CardContent } from '@/components/ui/card'
import { ActivityThumbnail } from '../activities/activity-thumbnail'

/** The activity as families see it: picture, type and description. */
export function ActivityOverview({ activity }: { activity: VendorActivityDetail }) {
  return (
    <Card className="overflow-hidden pt-0">
      <ActivityThumbnail
        src={activity.thumbnailUrl}
        title={activity.title}
        className="aspect-[16/9]"
      />
      <CardContent className="grid gap-3">
        <ActivityTypeBadge type={activity.type} />
        {activity.shortDescription && (
          <p className="font-medium text-lg">{activity.shortDescription}</p>
        )}
        <p className="whitespace-pre-line text-muted-foreground">{activity.description}</p>
      </CardContent>
    </Card>
  )
}
