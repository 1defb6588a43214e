import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/lib/use-document-title'
import { JobSummaryFigures } from '../components/jobs/job-summary-figures'
import { JobsTab } from '../components/jobs/jobs-tab'
import { MailTab } from '../components/jobs/mail-tab'

const TABS = ['mail', 'jobs'] as const
type Tab = (typeof TABS)[number]

export function AdminJobsPage() {
  useDocumentTitle('Jobs and mail')
  const [params, setParams] = useSearchParams()
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'mail'

  return (
    <div className="space-y-6">
      <PageHeader
        title="Jobs and mail"
        subtitle="The mail the app sends and the background work behind it"
      />
      <JobSummaryFigures />
      <Tabs
        value={tab}
        // Each tab has its own filter, so switching starts from a clean URL.
        onValueChange={(next) => setParams({ tab: next }, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="mail">Mail</TabsTrigger>
          <TabsTrigger value="jobs">Jobs</TabsTrigger>
        </TabsList>
        <TabsContent value="mail" className="pt-4">
          <MailTab />
        </TabsContent>
        <TabsContent value="jobs" className="pt-4">
          <JobsTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
