import { CalendarSync, Copy } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { useCalendarFeed } from '../../api/get-calendar-feed'

/** The family's secret calendar feed: subscribe once, and every booking appears on its own. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed()

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Calendar link copied')
    } catch {
      toast.error('Error', { description: "We couldn't copy the link. Select it and copy it." })
    }
  }

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="grid gap-3 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="calendar-feed-title" className="flex items-center gap-2 font-semibold">
        <CalendarSync className="size-5 text-primary" aria-hidden="true" />
        Calendar feed
      </h2>
      <p className="text-muted-foreground text-sm">
        Subscribe to this address in Google Calendar ("From URL") or Apple Calendar ("New Calendar
        Subscription") and your upcoming sessions appear there by themselves. Keep it private:
        anyone with the link can see your bookings.
      </p>
      {feed.isPending && <Skeleton className="h-10 w-full" />}
      {feed.isError && (
        <p role="alert" className="text-destructive text-sm">
          {failureMessage(feed.error, 'Failed to load your calendar link.')}
        </p>
      )}
      {feed.data && (
        <div className="flex gap-2">
          <Input
            readOnly
            aria-label="Calendar feed address"
            value={feed.data}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button variant="outline" onClick={() => void copy(feed.data)}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      )}
    </section>
  )
}
