import type { AdminContactMessage } from '@afc/contracts'
import { Inbox } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useContactMessages } from '../../api/get-contact-messages'
import { useMarkContactMessage } from '../../api/mark-contact-message'
import { formatMoment } from '../../lib/format'
import { toastOutcome } from '../../lib/toast-outcome'
import { useListParams } from '../../lib/use-list-params'
import { FilterSelect } from '../filter-select'
import { ListPager } from '../list-pager'
import { TableSkeleton } from '../table-skeleton'

const READ_FILTERS = ['unread', 'read'] as const
const READ_OPTIONS = [
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
]

function MessageItem({ message }: { message: AdminContactMessage }) {
  const mark = useMarkContactMessage()
  const toggle = () =>
    toastOutcome(
      mark.mutateAsync({ id: message.id, isRead: !message.isRead }),
      message.isRead ? 'Marked as unread' : 'Marked as read',
      'Please try again.',
    )
  return (
    <li
      className={cn(
        'grid gap-2 rounded-xl border bg-card p-4',
        !message.isRead && 'border-primary/40 bg-primary/5',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className={cn('break-words', !message.isRead && 'font-semibold')}>
            {!message.isRead && <span className="sr-only">Unread: </span>}
            {message.subject || '(no subject)'}
          </h2>
          <p className="break-all text-muted-foreground text-xs">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="text-primary hover:underline">
              {message.email}
            </a>{' '}
            · {formatMoment(message.receivedAt)}
          </p>
        </div>
        <Button variant="outline" size="sm" disabled={mark.isPending} onClick={toggle}>
          {message.isRead ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </div>
      <p className="whitespace-pre-line break-words text-sm">{message.message}</p>
    </li>
  )
}

export function ContactMessagesTab() {
  const list = useListParams(READ_FILTERS, { filterName: 'read' })
  const isRead = list.filter === undefined ? undefined : list.filter === 'read'
  const messages = useContactMessages({ isRead, page: list.page })

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="font-medium" role="status">
          {messages.data && `${messages.data.unreadCount} unread`}
        </p>
        <FilterSelect
          label="Show"
          allLabel="All messages"
          options={READ_OPTIONS}
          value={list.filter}
          onChange={list.setFilter}
          className="sm:w-56"
        />
      </div>
      {messages.isPending && <TableSkeleton label="Loading messages..." />}
      {messages.isError && (
        <QueryError error={messages.error} what="the messages" onRetry={messages.refetch} />
      )}
      {messages.data?.items.length === 0 && <EmptyState icon={Inbox} title="No messages" />}
      {messages.data && messages.data.items.length > 0 && (
        <>
          <ul className="grid gap-3">
            {messages.data.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
          <ListPager
            page={messages.data.page}
            pageCount={messages.data.pageCount}
            total={messages.data.total}
            noun={['message', 'messages']}
            onPage={list.setPage}
          />
        </>
      )}
    </div>
  )
}
