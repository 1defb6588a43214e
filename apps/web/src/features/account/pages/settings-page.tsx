import { ChangePasswordCard } from '@/components/account/change-password-card'
import { EmailNotificationsCard } from '@/components/account/email-notifications-card'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { useAuth } from '@/lib/auth-context'
import { useDocumentTitle } from '@/lib/use-document-title'
import { ChangeEmailCard } from '../components/settings/change-email-card'
import { DeleteAccountCard } from '../components/settings/delete-account-card'

export function SettingsPage() {
  useDocumentTitle('Account Settings')
  const { user } = useAuth()

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader
        title="Account Settings"
        subtitle="Your sign-in, the emails we send you, and your account."
      />
      {user && <ChangeEmailCard currentEmail={user.email} />}
      <EmailNotificationsCard />
      <ChangePasswordCard />
      <DeleteAccountCard />
    </PageContainer>
  )
}
