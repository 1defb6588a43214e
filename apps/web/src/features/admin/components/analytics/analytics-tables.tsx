import type { AdminAnalytics } from '@afc/contracts'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatCount, formatRevenue, formatWeek } from '../../lib/format'
import { FigureTable, NUMBER } from './figure-table'

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
