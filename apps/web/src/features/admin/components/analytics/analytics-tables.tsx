import type { AdminAnalytics } from '@afc/contracts'
import type { ReactNode } from 'react'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatCount, formatRevenue, formatWeek } from '../../lib/format'

function FigureTable({
  caption,
  columns,
  shown,
  children,
}: {
  caption: string
  columns: string[]
  shown: boolean
  children: ReactNode
}) {
  return (
    <div className="rounded-xl border bg-card">
      {/* On screen, a table wider than a phone scrolls, and the keyboard must reach it too. */}
      <Table scrollLabel={shown ? caption : undefined}>
        <TableCaption className="mt-0 caption-top p-3 text-left font-semibold text-foreground">
          {caption}
        </TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead key={column} className={index > 0 ? 'text-right' : undefined}>
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

const NUMBER = 'text-right tabular-nums'

/**
 * The figures behind the charts, as tables: what screen readers read, and anyone can show.
 * Unless `shown`, they are visually hidden and no table is a tab stop.
 */
export function AnalyticsTables({
  analytics,
  shown,
}: {
  analytics: AdminAnalytics
  shown: boolean
}) {
  return (
    <div className="grid gap-6">
      <FigureTable
        caption="Bookings, revenue and new users per week (last 12 weeks)"
        columns={['Week of', 'Bookings', 'Revenue', 'New users']}
        shown={shown}
      >
        {analytics.weeks.map((week) => (
          <TableRow key={week.weekStart}>
            <TableCell>{formatWeek(week.weekStart)}</TableCell>
            <TableCell className={NUMBER}>{formatCount(week.bookings)}</TableCell>
            <TableCell className={NUMBER}>{formatRevenue(week.revenueCents)}</TableCell>
            <TableCell className={NUMBER}>{formatCount(week.newUsers)}</TableCell>
          </TableRow>
        ))}
      </FigureTable>
      <div className="grid gap-6 lg:grid-cols-2">
        <FigureTable
          caption="Top categories by bookings"
          columns={['Category', 'Bookings', 'Revenue']}
          shown={shown}
        >
          {analytics.topCategories.map((category) => (
            <TableRow key={category.slug}>
              <TableCell>{category.name}</TableCell>
              <TableCell className={NUMBER}>{formatCount(category.bookings)}</TableCell>
              <TableCell className={NUMBER}>{formatRevenue(category.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </FigureTable>
        <FigureTable
          caption="Top providers by bookings"
          columns={['Provider', 'Bookings', 'Revenue']}
          shown={shown}
        >
          {analytics.topProviders.map((provider) => (
            <TableRow key={provider.id}>
              <TableCell>{provider.businessName}</TableCell>
              <TableCell className={NUMBER}>{formatCount(provider.bookings)}</TableCell>
              <TableCell className={NUMBER}>{formatRevenue(provider.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </FigureTable>
      </div>
    </div>
  )
}
