import type { AdminAnalytics } from '@afc/contracts'
import type { ReactNode } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatRevenue, formatWeek } from '../../lib/format'

// Loaded on its own (React.lazy) so recharts is fetched only when someone opens Analytics.
// The charts are pictures of the tables beside them, so screen readers skip them, and without
// recharts' accessibility layer they hold no tab stop a keyboard user would land on unseen.

const TEAL = '#0d9488'
const BLUE = '#2563eb'
const ORANGE = '#ea580c'
const AXIS = { fontSize: 12, fill: '#545d6b' }

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="h-64 px-2 sm:px-4" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  )
}

const dollars = (cents: number) => formatRevenue(cents).replace(/\.00$/, '')

export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const weeks = analytics.weeks.map((week) => ({ ...week, label: formatWeek(week.weekStart) }))
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard title="Bookings per week">
        <BarChart accessibilityLayer={false} data={weeks}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip />
          <Bar dataKey="bookings" name="Bookings" fill={TEAL} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Revenue per week">
        <LineChart accessibilityLayer={false} data={weeks}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
          <YAxis tickFormatter={dollars} tick={AXIS} width={56} />
          <Tooltip formatter={(value) => formatRevenue(Number(value))} />
          <Line
            dataKey="revenueCents"
            name="Revenue"
            stroke={BLUE}
            strokeWidth={2}
            dot={{ r: 3 }}
            type="monotone"
          />
        </LineChart>
      </ChartCard>
      <ChartCard title="New users per week">
        <BarChart accessibilityLayer={false} data={weeks}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip />
          <Bar dataKey="newUsers" name="New users" fill={ORANGE} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Top categories by bookings">
        <BarChart accessibilityLayer={false} data={analytics.topCategories} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="name" tick={AXIS} width={110} />
          <Tooltip />
          <Bar dataKey="bookings" name="Bookings" fill={TEAL} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Top providers by bookings">
        <BarChart
          accessibilityLayer={false}
          data={analytics.topProviders.map((provider) => ({
            name: provider.businessName,
            bookings: provider.bookings,
          }))}
          layout="vertical"
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="name" tick={AXIS} width={130} />
          <Tooltip />
          <Bar dataKey="bookings" name="Bookings" fill={BLUE} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ChartCard>
    </div>
  )
}
