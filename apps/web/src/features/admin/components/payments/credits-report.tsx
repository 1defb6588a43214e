import { type AdminCreditsReport, formatRevenue, PLATFORM_CREDIT } from '@afc/contracts'
import { QueryError } from '@/components/query-error'
import { Table } from '@/components/ui/table'
import { useAdminCredits } from '../../api/get-admin-credits'
import { TableSkeleton } from '../table-skeleton'

const COLUMNS = [
  ['grantedCents', 'Given'],
  ['spentCents', 'Spent'],
  ['expiredCents', 'Expired'],
  ['outstandingCents', 'Outstanding'],
] as const

type Figures = AdminCreditsReport['totals']

function Figures({ figures }: { figures: Figures }) {
  return COLUMNS.map(([key]) => (
    <td key={key} className="px-3 py-2 text-right tabular-nums">
      {formatRevenue(figures[key])}
    </td>
  ))
}

/** Account credits per provider and the platform's: given, spent, expired and still to spend. */
export function CreditsReport() {
  const credits = useAdminCredits()
  if (credits.isPending) return <TableSkeleton label="Loading credits..." />
  if (credits.isError) {
    return <QueryError error={credits.error} what="the credits" onRetry={credits.refetch} />
  }
  const { rows, totals } = credits.data
  if (rows.length === 0) {
    return <p className="text-muted-foreground text-sm">No credit has been given yet.</p>
  }
  return (
    <div className="rounded-lg border">
      <Table scrollLabel="Account credits" className="min-w-[36rem]">
        <caption className="sr-only">Account credits outstanding</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Credit with
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Families
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.providerId ?? 'platform'} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {row.providerName ?? PLATFORM_CREDIT}
              </th>
              <Figures figures={row} />
              <td className="px-3 py-2 text-right tabular-nums">{row.families}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-medium">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <Figures figures={totals} />
            <td />
          </tr>
        </tfoot>
      </Table>
    </div>
  )
}
