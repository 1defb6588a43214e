import type { AdminAnalytics } from '@afc/contracts'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatCount, formatMonth } from '../../lib/format'
import { FigureTable, NUMBER } from './figure-table'

// The caption says what was cancelled for: the columns stay narrow enough for a phone.
const COLUMNS = ['Month', 'Ran', 'Cancelled']

/**
 * Terms and single sessions with a minimum, by the month their outcome was recorded: six rows of
 * two figures read best as a table, which no chart repeats, so it is always on screen.
 */
export function RunDecisionsTable({ months }: { months: AdminAnalytics['runDecisions'] }) {
  return (
    <FigureTable
      caption="Ran or cancelled for too few places (terms and sessions with a minimum, by month)"
      columns={COLUMNS}
      shown
    >
      {months.map((month) => (
        <TableRow key={month.month}>
          <TableCell className="whitespace-nowrap">{formatMonth(month.month)}</TableCell>
          <TableCell className={NUMBER}>{formatCount(month.ran)}</TableCell>
          <TableCell className={NUMBER}>{formatCount(month.cancelled)}</TableCell>
        </TableRow>
      ))}
    </FigureTable>
  )
}
