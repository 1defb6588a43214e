import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { usePlatformSettings } from '../api/get-platform-settings'
import { AuditLogSection } from '../components/settings/audit-log-section'
import { SettingsForm } from '../components/settings/settings-form'

export function AdminSettingsPage() {
  useDocumentTitle('Admin Settings')
  const settings = usePlatformSettings()

  return (
    <div className="space-y-8">
      <PageHeader title="Settings" subtitle="How the marketplace runs, and what admins have done" />
      {settings.isPending && (
        <>
          <LoadingStatus label="Loading the settings..." />
          <Skeleton className="h-64 w-full rounded-xl" />
        </>
      )}
      {settings.isError && (
        <QueryError error={settings.error} what="the settings" onRetry={settings.refetch} />
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
      <AuditLogSection />
    </div>
  )
}
