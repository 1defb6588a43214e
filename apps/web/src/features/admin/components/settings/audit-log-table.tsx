import type { AuditLogEntry } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { ACTION_LABELS, changedFields, TARGET_LABELS } from '../../lib/audit-labels'
import { formatMoment } from '../../lib/format'

function ChangeDetails({ entry }: { entry: AuditLogEntry }) {
  const changes = changedFields(entry.before, entry.after)
  if (changes.length === 0) return <span className="text-muted-foreground">—</span>
  return (
    <details className="group">
      <summary className="cursor-pointer text-primary">
        {changes.length} {changes.length === 1 ? 'change' : 'changes'}
      </summary>
      <dl className="mt-2 grid gap-2 text-xs">
        {changes.map((change) => (
          <div key={change.field} className="grid gap-0.5">
            <dt className="font-medium">{change.field}</dt>
            <dd className="break-words">
              <span className="text-red-800 line-through decoration-red-400">{change.before}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
              <span className="text-emerald-800">{change.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

const columns: TableColumn<AuditLogEntry>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (entry) => formatMoment(entry.createdAt),
  },
  { header: 'Admin', className: 'break-all', cell: (entry) => entry.adminEmail },
  {
    header: 'Action',
    className: 'whitespace-nowrap',
    cell: (entry) => ACTION_LABELS[entry.action],
  },
  {
    header: 'Target',
    cell: (entry) => (
      <>
        {TARGET_LABELS[entry.targetType]}
        <span className="block font-mono text-muted-foreground text-xs">
          {entry.targetId.slice(0, 8)}
        </span>
      </>
    ),
  },
  {
    header: 'Before / after',
    className: 'max-w-80',
    wide: true,
    cell: (entry) => <ChangeDetails entry={entry} />,
  },
]

export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <ResponsiveTable
      label="Audit log"
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      minWidth="min-w-[52rem]"
    />
  )
}
