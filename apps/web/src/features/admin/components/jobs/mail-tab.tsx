import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '@afc/contracts'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { useAdminMail } from '../../api/get-admin-mail'
import { useListParams } from '../../lib/use-list-params'
import { FilterSelect } from '../filter-select'
import { ListPager } from '../list-pager'
import { TableSkeleton } from '../table-skeleton'
import { MailDetailDialog } from './mail-detail-dialog'
import { MailTable } from './mail-table'

const STATUS_OPTIONS = MAIL_STATUSES.map((status) => ({
  value: status,
  label: MAIL_STATUS_LABELS[status],
}))

/** Why the list is empty, in words that say whether anything is wrong. */
const EMPTY: Record<MailStatus | 'all', { title: string; description: string }> = {
  all: { title: 'No mail yet', description: 'Every mail the app sends will be listed here.' },
  queued: { title: 'No mail waiting', description: 'Nothing is waiting to go out.' },
  sent: { title: 'No mail sent yet', description: 'Sent mail is listed here.' },
  dead: {
    title: 'No dead mail: every message went out.',
    description: 'A mail that fails every attempt would wait here for a retry.',
  },
}

export function MailTab() {
  const list = useListParams(MAIL_STATUSES, { filterName: 'status' })
  const mail = useAdminMail({ status: list.filter, page: list.page })
  const [openId, setOpenId] = useState<string | null>(null)
  const empty = EMPTY[list.filter ?? 'all']

  return (
    <div className="space-y-4">
      <FilterSelect
        label="Status"
        allLabel="All mail"
        options={STATUS_OPTIONS}
        value={list.filter}
        onChange={list.setFilter}
        className="sm:w-56"
      />
      {mail.isPending && <TableSkeleton label="Loading mail..." />}
      {mail.isError && <QueryError error={mail.error} what="the mail" onRetry={mail.refetch} />}
      {mail.data?.items.length === 0 && (
        <EmptyState icon={MailCheck} title={empty.title} description={empty.description} />
      )}
      {mail.data && mail.data.items.length > 0 && (
        <>
          <MailTable mail={mail.data.items} onOpen={setOpenId} />
          <ListPager
            page={mail.data.page}
            pageCount={mail.data.pageCount}
            total={mail.data.total}
            noun={['mail', 'mails']}
            onPage={list.setPage}
          />
        </>
      )}
      <MailDetailDialog mailId={openId} onClose={() => setOpenId(null)} />
    </div>
  )
}
