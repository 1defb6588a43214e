import type { AdminAnalytics } from '@afc/contracts'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatCount } from '../../lib/format'
import { FigureTable, NUMBER } from './figure-table'

const COLUMNS = ['Activity', 'Provider', 'Families', 'Children']

/** No chart draws these figures, so this table is always on screen. */
export function WaitingListsTable({ lines }: { lines: AdminAnalytics['waitingLists'] }) {
  return (
    <FigureTable
      caption="Longest waiting lists (families and children in line now)"
      columns={COLUMNS}
      textColumns={2}
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
            <TableCell className="whitespace-normal">{line.title}</TableCell>
            <TableCell className="whitespace-normal">{line.businessName}</TableCell>
            <TableCell className={NUMBER}>{formatCount(line.families)}</TableCell>
            <TableCell className={NUMBER}>{formatCount(line.children)}</TableCell>
          </TableRow>
        ))
      )}
    </FigureTable>
  )
}
