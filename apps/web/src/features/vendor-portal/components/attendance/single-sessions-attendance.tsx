import { Download } from 'lucide-react'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { activityAttendanceCsvUrl, useActivityAttendance } from '../../api/get-activity-attendance'
import { heldAttendanceWords } from '../../lib/attendance-words'

/**
 * On Schedules filtered to one activity: how its single sessions (those of no term) went so
 * far, and their attendance CSV, a line per session and per child, for a spreadsheet.
 */
export function SingleSessionsAttendance({ activityId }: { activityId: string }) {
  const attendance = useActivityAttendance(activityId)
  const data = attendance.data
  return (
    <section
      aria-labelledby="single-sessions-attendance"
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid min-w-0 gap-0.5">
        <h2 id="single-sessions-attendance" className="font-medium">
          Attendance at single sessions
        </h2>
        {attendance.isPending && (
          <>
            <LoadingStatus label="Loading the attendance..." />
            <Skeleton className="h-5 w-64" />
          </>
        )}
        {attendance.isError && (
          <ErrorAlert title="Attendance did not load">
            {failureMessage(attendance.error, 'Please try again.')}
          </ErrorAlert>
        )}
        {data && (
          <p className="text-muted-foreground text-sm">
            {data.singleSessions.held > 0
              ? heldAttendanceWords(data.singleSessions)
              : 'No single session held yet.'}
          </p>
        )}
      </div>
      {data && data.singleSessions.held > 0 && (
        <Button asChild variant="outline" size="sm" className="w-fit shrink-0">
          <a
            href={activityAttendanceCsvUrl(activityId)}
            download
            aria-label={`Attendance CSV of the single sessions of ${data.activityTitle}`}
          >
            <Download aria-hidden="true" />
            Attendance CSV
          </a>
        </Button>
      )}
    </section>
  )
}
