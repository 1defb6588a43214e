import type { ActivityDetail } from '@afc/contracts'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityImage } from '@/components/activity-image'
import { PageContainer } from '@/components/page-container'
import { ActivityHeader } from './activity-header'
import { ActivityTabs } from './activity-tabs'
import { BookNowCard } from './book-now-card'
import { TermList } from './term-list'

/** The photo's frame: the page column, less the booking card's 22rem column from `lg`. */
const HERO_SIZES =
  '(min-width: 1152px) 704px, (min-width: 1024px) calc(100vw - 448px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

export function ActivityDetailView({ activity }: { activity: ActivityDetail }) {
  return (
    <PageContainer className="space-y-6 pt-6">
      <Link
        to="/activities"
        className="inline-flex items-center gap-1.5 rounded-sm font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All activities
      </Link>
      <ActivityHeader activity={activity} />
      {/* On phones the booking card comes right after the photo; on wide screens it sits beside both. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="aspect-video overflow-hidden rounded-2xl bg-muted shadow-sm lg:col-start-1">
          <ActivityImage activity={activity} priority sizes={HERO_SIZES} />
        </div>
        <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BookNowCard activity={activity} />
        </div>
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <TermList activity={activity} />
          <ActivityTabs activity={activity} />
        </div>
      </div>
    </PageContainer>
  )
}
