import type { ReactNode } from 'react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useIsPhone } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'

export interface TableColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Classes of the column's cells in the table (alignment, wrapping); not used on cards. */
  className?: string
  /** On a card, a long value or a row of buttons takes the full width under its label. */
  wide?: boolean
}

interface ResponsiveTableProps<Row> {
  rows: readonly Row[]
  columns: readonly TableColumn<Row>[]
  rowKey: (row: Row) => string
  /** Names the table and, on phones, the list of cards. */
  label: string
  /** The table's least width (a `min-w-*` class): below it the table scrolls inside its frame. */
  minWidth?: string
}

/**
 * A table on wider screens; on phones each row becomes a card listing its values under the
 * column headers, so every value and action is in reach without scrolling sideways.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  return useIsPhone() ? <RowCards {...props} /> : <WideTable {...props} />
}

function WideTable<Row>({ rows, columns, rowKey, label, minWidth }: ResponsiveTableProps<Row>) {
  return (
    <div className="rounded-xl border bg-card">
      <Table aria-label={label} className={minWidth}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

function RowCards<Row>({ rows, columns, rowKey, label }: ResponsiveTableProps<Row>) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-xl border bg-card p-4 text-sm shadow-xs">
          <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2.5">
            {columns.map((column) => (
              <div
                key={column.header}
                className={cn(
                  'col-span-2 grid',
                  column.wide ? 'gap-1.5' : 'grid-cols-subgrid items-baseline',
                )}
              >
                <dt className="text-muted-foreground text-xs">{column.header}</dt>
                <dd className="min-w-0 break-words">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
