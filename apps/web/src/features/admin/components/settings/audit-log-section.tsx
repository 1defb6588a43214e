import { ADMIN_ACTIONS } from '@afc/contracts'
import { History } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { useAdminUsers } from '../../api/get-admin-users'
import { useAuditLog } from '../../api/get-audit-log'
import { ACTION_LABELS } from '../../lib/audit-labels'
import { useListParams } from '../../lib/use-list-params'
import { FilterSelect } from '../filter-select'
import { ListPager } from '../list-pager'
import { TableSkeleton } from '../table-skeleton'
import { AuditLogTable } from './audit-log-table'

const ACTION_OPTIONS = ADMIN_ACTIONS.map((action) => ({
  value: action,
  label: ACTION_LABELS[action],
}))

/** What admins did, newest first, filtered by admin and action (both kept in the URL). */
export function AuditLogSection() {
  const list = useListParams(ADMIN_ACTIONS, { filterName: 'action' })
  const [params, setParams] = useSearchParams()
  const adminId = params.get('admin') ?? undefined
  const admins = useAdminUsers({ role: 'admin', limit: 100 })
  const log = useAuditLog({ adminId, action: list.filter, page: list.page })
  const adminOptions = (admins.data?.items ?? []).map((admin) => ({
    value: admin.id,
    label: admin.email,
  }))

  const chooseAdmin = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('page')
        if (adminOptions.some((option) => option.value === value)) next.set('admin', value)
        else next.delete('admin')
        return next
      },
      { replace: true },
    )

  return (
    <section aria-labelledby="audit-log" className="space-y-4">
      <h2 id="audit-log" className="font-semibold text-xl">
        Audit log
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:w-2/3">
        <FilterSelect
          label="Admin"
          allLabel="All admins"
          options={adminOptions}
          value={adminId}
          onChange={chooseAdmin}
        />
        <FilterSelect
          label="Action"
          allLabel="All actions"
          options={ACTION_OPTIONS}
          value={list.filter}
          onChange={list.setFilter}
        />
      </div>
      {log.isPending && <TableSkeleton label="Loading the audit log..." />}
      {log.isError && <QueryError error={log.error} what="the audit log" onRetry={log.refetch} />}
      {log.data?.items.length === 0 && (
        <EmptyState icon={History} title="Nothing recorded" headingLevel="h3" />
      )}
      {log.data && log.data.items.length > 0 && (
        <>
          <AuditLogTable entries={log.data.items} />
          <ListPager
            page={log.data.page}
            pageCount={log.data.pageCount}
            total={log.data.total}
            noun={['entry', 'entries']}
            onPage={list.setPage}
          />
        </>
      )}
    </section>
  )
}
