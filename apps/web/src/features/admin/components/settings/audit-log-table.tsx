import type { AuditLogEntry } from '@afc/contracts'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
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

export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <div className="rounded-xl border bg-card">
      <Table className="min-w-[52rem]">
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Admin</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
            <TableHead>Before / after</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap">{formatMoment(entry.createdAt)}</TableCell>
              <TableCell className="break-all">{entry.adminEmail}</TableCell>
              <TableCell className="whitespace-nowrap">{ACTION_LABELS[entry.action]}</TableCell>
              <TableCell>
                {TARGET_LABELS[entry.targetType]}
                <span className="block font-mono text-muted-foreground text-xs">
                  {entry.targetId.slice(0, 8)}
                </span>
              </TableCell>
              <TableCell className="max-w-80">
                <ChangeDetails entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
