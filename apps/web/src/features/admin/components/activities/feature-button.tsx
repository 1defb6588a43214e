import { type AdminActivity, FEATURED_ACTIVITIES_LIMIT } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-error'
import { failureMessage } from '@/lib/problem-feedback'
import { useFeatureActivity } from '../../api/feature-activity'
import { FeaturedLimitDialog } from './featured-limit-dialog'

interface FeatureButtonProps {
  activity: AdminActivity
  /** Featured on the public site now, from the list's answer. */
  featuredCount: number
}

/**
 * Features an activity. When the home page's places are all taken the server refuses (409);
 * its sentence is shown with the featured activities, so one can be swapped out.
 */
export function FeatureButton({ activity, featuredCount }: FeatureButtonProps) {
  const feature = useFeatureActivity()
  const [refusal, setRefusal] = useState<string | null>(null)

  // Awaited rather than mutate's callbacks: once featured, this button is no longer rendered.
  const onClick = async () => {
    try {
      await feature.mutateAsync(activity.id)
      toast.success(`"${activity.title}" is featured on the home page`)
    } catch (error) {
      const message = failureMessage(error, 'Failed to feature the activity. Please try again.')
      const full = featuredCount >= FEATURED_ACTIVITIES_LIMIT
      if (isApiError(error) && error.status === 409 && full) setRefusal(message)
      else toast.error('Not featured', { description: message })
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={feature.isPending}
        aria-label={`Feature ${activity.title}`}
        onClick={onClick}
      >
        {feature.isPending ? 'Featuring...' : 'Feature'}
      </Button>
      {refusal && (
        <FeaturedLimitDialog
          activity={activity}
          refusal={refusal}
          onClose={() => setRefusal(null)}
        />
      )}
    </>
  )
}
