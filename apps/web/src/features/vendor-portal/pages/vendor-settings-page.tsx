import { ChangePasswordCard } from '@/components/account/change-password-card'
import { EmailNotificationsCard } from '@/components/account/email-notifications-card'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorSettings } from '../api/get-vendor-settings'
import { NotificationEmailCard } from '../components/settings/notification-email-card'

export function VendorSettingsPage() {
  useDocumentTitle('Settings')
  const settings = useVendorSettings()

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Settings" subtitle="Your sign-in and where booking notices go" />
      {settings.isPending && (
        <>
          <LoadingStatus label="Loading your settings..." />
          <Skeleton className="h-64 w-full rounded-xl" />
        </>
      )}
      {settings.isError && (
        <ErrorAlert title="Error">
          {failureMessage(settings.error, 'Failed to load your settings. Please try again later.')}
        </ErrorAlert>
      )}
      {settings.data && <NotificationEmailCard settings={settings.data} />}
      <EmailNotificationsCard />
      <ChangePasswordCard />
    </div>
  )
}
