import { type AttendanceFigures, attendanceTaken } from '@afc/contracts'
import { Download } from 'lucide-react'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { sessionTimeLabel } from '@/lib/session-time'
import { termAttendanceCsvUrl, useTermAttendance } from '../../api/get-term-attendance'
import { pluralize } from '../../lib/plural'

const rate = (value: number | null) => (value === null ? '–' : `${value}%`)

type Row = AttendanceFigures & { key: string; when: string }

/** A session held where no child was checked in or marked absent: no figures to show. */
const notTaken = (row: Row) => row.key !== 'term' && row.expected > 0 && !attendanceTaken(row)

/** A figure of the row, or a dash where attendance was not taken. */
const figure = (pick: (row: Row) => string | number) => (row: Row) =>
  notTaken(row) ? '–' : pick(row)

const columns: TableColumn<Row>[] = [
  { header: 'Session', cell: (row) => row.when },
  {
    header: 'Arrived',
    cell: (row) =>
      notTaken(row) ? `Not taken (${row.expected} expected)` : `${row.arrived} of ${row.expected}`,
    className: 'text-right',
  },
  { header: 'Rate', cell: figure((row) => rate(row.rate)), className: 'text-right' },
  { header: 'Absent', cell: figure((row) => row.absent), className: 'text-right' },
  { header: 'Late pickups', cell: figure((row) => row.latePickups), className: 'text-right' },
]

/** The term's attendance on its roster page, with the CSV for a spreadsheet. */
export function TermAttendanceCard({ termId }: { termId: string }) {
  const attendance = useTermAttendance(termId)
  const data = attendance.data
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>Attendance</CardTitle>
          <CardDescription>
            Sessions held so far: who came, absences and late pickups.
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={termAttendanceCsvUrl(termId)} download>
            <Download aria-hidden="true" />
            Attendance CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {attendance.isPending && (
          <>
            <LoadingStatus label="Loading the attendance..." />
            <Skeleton className="h-24 w-full rounded-lg" />
          </>
        )}
        {attendance.isError && (
          <ErrorAlert title="Attendance did not load">
            {failureMessage(attendance.error, 'Please try again.')}
          </ErrorAlert>
        )}
        {data && data.sessions.length === 0 && (
          <p className="text-muted-foreground text-sm">
            No session of this term has been held yet.
          </p>
        )}
        {data && data.sessions.length > 0 && (
          <div className="grid gap-2">
            <ResponsiveTable
              label="Attendance by session"
              rows={[
                ...data.sessions.map((session) => ({
                  key: session.sessionId,
                  when: sessionTimeLabel(session.startsAt, data.timeZone),
                  ...session,
                })),
                { key: 'term', when: 'Whole term', ...data.totals },
              ]}
              rowKey={(row) => row.key}
              columns={columns}
            />
            {data.totals.notTaken > 0 && (
              <p className="text-muted-foreground text-sm">
                Attendance not taken at {pluralize(data.totals.notTaken, 'session')}: the whole term
                leaves {data.totals.notTaken === 1 ? 'it' : 'them'} out.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  )
}
