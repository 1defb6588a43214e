import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useContactMessages } from '../api/get-contact-messages'
import { ContactMessagesTab } from '../components/content/contact-messages-tab'
import { NewsletterTab } from '../components/content/newsletter-tab'
import { ReviewsTab } from '../components/content/reviews-tab'

const TABS = ['newsletter', 'messages', 'reviews'] as const
type Tab = (typeof TABS)[number]

export function AdminContentPage() {
  useDocumentTitle('Content')
  const [params, setParams] = useSearchParams()
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'newsletter'
  // The inbox's first page, as the messages tab opens on it: the unread count comes with it.
  const inbox = useContactMessages({ page: 1 })
  const unread = inbox.data?.unreadCount ?? 0

  return (
    <div className="space-y-6">
      <PageHeader title="Content" subtitle="Newsletter subscribers, contact messages and reviews" />
      <Tabs
        value={tab}
        // Each tab has its own search and filters, so switching starts from a clean URL.
        onValueChange={(next) => setParams({ tab: next }, { replace: true })}
      >
        {/* On a phone the tabs wrap onto two rows rather than hide one off to the side. */}
        <TabsList className="max-sm:h-auto max-sm:w-full max-sm:flex-wrap">
          <TabsTrigger value="newsletter">Newsletter subscribers</TabsTrigger>
          <TabsTrigger value="messages">
            Contact messages
            {unread > 0 && (
              <Badge className="ml-1.5" aria-label={`${unread} unread`}>
                {unread}
              </Badge>
            )}
          </TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="newsletter" className="pt-4">
          <NewsletterTab />
        </TabsContent>
        <TabsContent value="messages" className="pt-4">
          <ContactMessagesTab />
        </TabsContent>
        <TabsContent value="reviews" className="pt-4">
          <ReviewsTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
