import { type AdminMail, MAIL_TOPIC_LABELS } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Button } from '@/components/ui/button'
import { useRetryMail } from '../../api/retry-mail'
import { formatMoment } from '../../lib/format'
import { toastOutcome } from '../../lib/toast-outcome'
import { LastError, MailStatusBadge } from './job-badges'

function MailActions({ mail, onOpen }: { mail: AdminMail; onOpen: (id: string) => void }) {
  const retry = useRetryMail()
  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Read the mail to ${mail.recipient}: ${mail.subject}`}
        onClick={() => onOpen(mail.id)}
      >
        Read
      </Button>
      {mail.status === 'dead' && (
        <Button
          size="sm"
          aria-label={`Retry the mail to ${mail.recipient}: ${mail.subject}`}
          disabled={retry.isPending}
          onClick={() =>
            toastOutcome(
              retry.mutateAsync(mail.id),
              `The mail to ${mail.recipient} is queued again`,
              'The mail could not be queued again. Please try again.',
            )
          }
        >
          {retry.isPending ? 'Retrying...' : 'Retry'}
        </Button>
      )}
    </div>
  )
}

export function MailTable({ mail, onOpen }: { mail: AdminMail[]; onOpen: (id: string) => void }) {
  const columns: TableColumn<AdminMail>[] = [
    {
      header: 'Mail',
      className: 'min-w-60',
      cell: (row) => (
        <>
          <span className="block break-words font-medium">{row.subject}</span>
          <span className="block break-all text-muted-foreground text-xs">{row.recipient}</span>
          <span className="block text-muted-foreground text-xs">
            {MAIL_TOPIC_LABELS[row.topic]}
          </span>
        </>
      ),
    },
    {
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <MailStatusBadge status={row.status} />
          <span className="block text-muted-foreground text-xs tabular-nums">
            {row.attempts === 1 ? '1 attempt' : `${row.attempts} attempts`}
          </span>
        </>
      ),
    },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          {formatMoment(row.createdAt)}
          {row.sentAt && (
            <span className="block text-muted-foreground text-xs">
              Sent {formatMoment(row.sentAt)}
            </span>
          )}
        </>
      ),
    },
    {
      header: 'Last error',
      wide: true,
      className: 'min-w-48',
      cell: (row) => <LastError error={row.lastError} clamp />,
    },
    { header: 'Actions', wide: true, cell: (row) => <MailActions mail={row} onOpen={onOpen} /> },
  ]
  return (
    <ResponsiveTable
      label="Mail"
      rows={mail}
      columns={columns}
      rowKey={(row) => row.id}
      minWidth="min-w-[52rem]"
    />
  )
}
