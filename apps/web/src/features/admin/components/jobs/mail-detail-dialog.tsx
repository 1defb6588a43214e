import { MAIL_TOPIC_LABELS } from '@afc/contracts'
import { QueryError } from '@/components/query-error'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminMailDetail } from '../../api/get-admin-mail-detail'
import { formatMoment } from '../../lib/format'
import { LastError, MailStatusBadge } from './job-badges'

interface MailDetailDialogProps {
  /** The mail to show; null keeps the dialog closed. */
  mailId: string | null
  onClose: () => void
}

/** One mail as it was written, with where it stands, for an admin finding out why it stuck. */
export function MailDetailDialog({ mailId, onClose }: MailDetailDialogProps) {
  const mail = useAdminMailDetail(mailId)
  return (
    <Dialog open={mailId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{mail.data?.subject ?? 'Mail'}</DialogTitle>
          <DialogDescription className="break-all">
            {mail.data ? `To ${mail.data.recipient}` : 'Loading the mail...'}
          </DialogDescription>
        </DialogHeader>
        {mail.isPending && <Skeleton className="h-40 w-full" />}
        {mail.isError && <QueryError error={mail.error} what="the mail" onRetry={mail.refetch} />}
        {mail.data && (
          <>
            <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <MailStatusBadge status={mail.data.status} />
              </dd>
              <dt className="text-muted-foreground">Kind</dt>
              <dd>{MAIL_TOPIC_LABELS[mail.data.topic]}</dd>
              <dt className="text-muted-foreground">Created</dt>
              <dd>{formatMoment(mail.data.createdAt)}</dd>
              <dt className="text-muted-foreground">Attempts</dt>
              <dd>{mail.data.attempts}</dd>
              {mail.data.sentAt && (
                <>
                  <dt className="text-muted-foreground">Sent</dt>
                  <dd>{formatMoment(mail.data.sentAt)}</dd>
                </>
              )}
              {mail.data.lastError && (
                <>
                  <dt className="text-muted-foreground">Last error</dt>
                  <dd>
                    <LastError error={mail.data.lastError} />
                  </dd>
                </>
              )}
            </dl>
            {/* A long mail scrolls with the dialog, which already takes the keyboard. */}
            <h3 className="font-medium text-sm">Text of the mail</h3>
            <pre className="whitespace-pre-wrap break-words rounded-lg border bg-muted/40 p-3 font-sans text-sm">
              {mail.data.body}
            </pre>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
