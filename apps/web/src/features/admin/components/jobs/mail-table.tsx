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
    <div className="flex flex-wrap gap-2">
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
      cell: (row) => (
        <>
          <span className="block break-words font-medium">{row.subject}</span>
          <span className="block break-all text-muted-foreground text-xs">{row.recipient}</span>
        </>
      ),
    },
    { header: 'Kind', cell: (row) => MAIL_TOPIC_LABELS[row.topic] },
    { header: 'Status', cell: (row) => <MailStatusBadge status={row.status} /> },
    { header: 'Attempts', className: 'tabular-nums', cell: (row) => row.attempts },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (row) => formatMoment(row.createdAt),
    },
    {
      header: 'Sent',
      className: 'whitespace-nowrap',
      cell: (row) => (row.sentAt ? formatMoment(row.sentAt) : '—'),
    },
    {
      header: 'Last error',
      wide: true,
      className: 'max-w-72',
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
      minWidth="min-w-[64rem]"
    />
  )
}
