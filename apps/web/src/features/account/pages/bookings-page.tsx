import { useSearchParams } from 'react-router'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/lib/use-document-title'
import type { BookingPeriod } from '../api/get-bookings'
import { BookingList } from '../components/bookings/booking-list'
import { CalendarFeedCard } from '../components/bookings/calendar-feed-card'
import { CreditBalancesCard } from '../components/bookings/credit-balances-card'
import { PickupCodeCard } from '../components/bookings/pickup-code-card'
import { WaitlistList } from '../components/waitlist/waitlist-list'

type BookingsTab = BookingPeriod | 'waitlist'

function tabOf(value: string | null): BookingsTab {
  return value === 'past' || value === 'waitlist' ? value : 'upcoming'
}

export function BookingsPage() {
  useDocumentTitle('My Bookings')
  // The tab lives in the URL, so a reload or a shared link opens the same one.
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = tabOf(searchParams.get('tab'))

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="My Bookings"
        subtitle="Your children's upcoming sessions and the ones they have been to."
      />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === 'upcoming' ? {} : { tab: tabOf(value) }, { replace: true })
          }
          className="gap-4"
        >
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="past">Past</TabsTrigger>
            <TabsTrigger value="waitlist">Waitlist</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            <BookingList when="upcoming" />
          </TabsContent>
          <TabsContent value="past">
            <BookingList when="past" />
          </TabsContent>
          <TabsContent value="waitlist">
            <WaitlistList />
          </TabsContent>
        </Tabs>
        <div className="grid gap-8">
          <PickupCodeCard />
          <CreditBalancesCard />
          <CalendarFeedCard />
        </div>
      </div>
    </PageContainer>
  )
}
