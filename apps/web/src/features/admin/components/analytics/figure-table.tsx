import type { ReactNode } from 'react'
import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/utils'

export const NUMBER = 'text-right tabular-nums'

/**
 * A captioned table of figures: the caption names it for screen readers, and a table wider than
 * a phone scrolls, reachable by keyboard too while `shown`. Columns from `textColumns` on hold
 * numbers and are right-aligned; `columnClasses` adds classes to a column's header by name.
 */
export function FigureTable({
  caption,
  columns,
  shown,
  textColumns = 1,
  columnClasses = {},
  children,
}: {
  caption: string
  columns: string[]
  shown: boolean
  textColumns?: number
  columnClasses?: Partial<Record<string, string>>
  children: ReactNode
}) {
  return (
    <div className="rounded-xl border bg-card">
      <Table scrollLabel={shown ? caption : undefined}>
        <TableCaption className="mt-0 caption-top p-3 text-left font-semibold text-foreground">
          {caption}
        </TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead
                key={column}
                className={cn(index >= textColumns && 'text-right', columnClasses[column])}
              >
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  )
}
