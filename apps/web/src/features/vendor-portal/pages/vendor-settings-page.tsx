import { ChangePasswordCard } from '@/components/account/change-password-card'
import { EmailNotificationsCard } from '@/components/account/email-notifications-card'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/auth-context'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { usePaymentConnection } from '../api/get-vendor-payouts'
import { useVendorSettings } from '../api/get-vendor-settings'
import { PaymentConnectionCard } from '../components/payouts/payment-connection-card'
import { NotificationEmailCard } from '../components/settings/notification-email-card'

export function VendorSettingsPage() {
  useDocumentTitle('Settings')
  const settings = useVendorSettings()
  const { session } = useAuth()
  const connection = usePaymentConnection({ enabled: session?.providerRole === 'owner' })

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Settings" subtitle="Your sign-in, payments and where booking notices go" />
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
      {connection.data && <PaymentConnectionCard connection={connection.data} />}
      <EmailNotificationsCard />
      <ChangePasswordCard />
    </div>
  )
}
