import { UNSUBSCRIBE_LINK_INVALID } from '@afc/contracts'
import { useSearchParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useUnsubscribeLink } from '../api/get-unsubscribe'
import { SettingsLink, UnsubscribeCard } from '../components/unsubscribe/unsubscribe-card'

/**
 * Where the link in an optional email lands. Opening it changes nothing (mail scanners open
 * links); only the button does.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe')
  const token = useSearchParams()[0].get('token') ?? ''

  return (
    <PageContainer className="max-w-xl space-y-6">
      <PageHeader title="Unsubscribe" subtitle="Stop one kind of email from us." />
      {token ? <LinkDetails token={token} /> : <InvalidLink detail={UNSUBSCRIBE_LINK_INVALID} />}
    </PageContainer>
  )
}

function LinkDetails({ token }: { token: string }) {
  const link = useUnsubscribeLink(token)
  if (link.isPending) {
    return (
      <>
        <LoadingStatus label="Checking your link..." />
        <Skeleton className="h-48 w-full rounded-xl" />
      </>
    )
  }
  if (link.isError) {
    return <InvalidLink detail={failureMessage(link.error, UNSUBSCRIBE_LINK_INVALID)} />
  }
  return <UnsubscribeCard token={token} link={link.data} />
}

function InvalidLink({ detail }: { detail: string }) {
  return (
    <div className="grid gap-4">
      <ErrorAlert title="This link does not work">{detail}</ErrorAlert>
      <p className="text-muted-foreground text-sm">
        Signed in, you can choose every email in <SettingsLink />.
      </p>
    </div>
  )
}
