import type { AdminAnalytics } from '@afc/contracts'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatCount } from '../../lib/format'
import { FigureTable, NUMBER } from './figure-table'

const COLUMNS = ['Activity', 'Provider', 'Families', 'Children']
// A phone has no room for four columns: the provider goes under the activity's title instead.
const PROVIDER_COLUMN = 'max-sm:hidden'

/** No chart draws these figures, so this table is always on screen. */
export function WaitingListsTable({ lines }: { lines: AdminAnalytics['waitingLists'] }) {
  return (
    <FigureTable
      caption="Longest waiting lists (families and children in line now)"
      columns={COLUMNS}
      textColumns={2}
      columnClasses={{ Provider: PROVIDER_COLUMN }}
      shown
    >
      {lines.length === 0 ? (
        <TableRow>
          <TableCell colSpan={COLUMNS.length} className="text-muted-foreground">
            No families are waiting for a place.
          </TableCell>
        </TableRow>
      ) : (
        lines.map((line) => (
          <TableRow key={line.activityId}>
            <TableCell className="whitespace-normal">
              {line.title}
              <span className="block text-muted-foreground sm:hidden">{line.businessName}</span>
            </TableCell>
            <TableCell className={`whitespace-normal ${PROVIDER_COLUMN}`}>
              {line.businessName}
            </TableCell>
            <TableCell className={NUMBER}>{formatCount(line.families)}</TableCell>
            <TableCell className={NUMBER}>{formatCount(line.children)}</TableCell>
          </TableRow>
        ))
      )}
    </FigureTable>
  )
}
