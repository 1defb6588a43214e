import type { AttendanceAction, TodayChild, TodaySession } from '@afc/contracts'
import { CalendarCheck, CloudOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/auth-context'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useToday } from '../api/get-today'
import { useSendAttendance } from '../api/send-attendance'
import { type CheckOut, CheckOutDialog } from '../components/check-out-dialog'
import type { ChildAction } from '../components/child-row'
import { PickupCodeSwitch } from '../components/pickup-code-switch'
import { SessionCard } from '../components/session-card'
import { UndoDialog } from '../components/undo-dialog'
import { STATE_LABELS } from '../lib/shown-state'
import { useAttendanceQueue } from '../lib/use-attendance-queue'

type Open = { kind: 'check_out' | 'undo'; session: TodaySession; child: TodayChild }

function useMinuteClock() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/**
 * The day at the door, phone first: the sessions at the venues today with their children.
 * Check-ins and check-outs are queued on the phone and sent in order, so a lost signal loses
 * nothing; what needs the server (a pickup code, absent, undo) says so when offline.
 */
export function TodayPage() {
  useDocumentTitle('Today')
  const today = useToday()
  const queue = useAttendanceQueue()
  const send = useSendAttendance()
  const now = useMinuteClock()
  const [open, setOpen] = useState<Open | null>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)

  const close = () => {
    setOpen(null)
    setDialogError(null)
  }
  const base = (session: TodaySession, child: TodayChild) => ({
    key: newIdempotencyKey(),
    sessionId: session.id,
    participantId: child.participantId,
    at: new Date().toISOString(),
  })
  const sendNow = async (action: AttendanceAction) => {
    try {
      await send.mutateAsync(action)
      close()
    } catch (error) {
      const message = failureMessage(error, 'Not recorded. Please try again.')
      if (open) setDialogError(message)
      else toast.error('Not recorded', { description: message })
    }
  }
  const act = (session: TodaySession, participantId: string, kind: ChildAction) => {
    const child = session.children.find((c) => c.participantId === participantId)
    if (!child) return
    if (kind === 'check_in') void queue.enqueue({ kind, ...base(session, child) })
    else if (kind === 'absent') void sendNow({ kind, ...base(session, child) })
    else setOpen({ kind, session, child })
  }
  const checkOut = ({ collectedBy, pickupCode }: CheckOut) => {
    if (!open) return
    const action = { kind: 'check_out' as const, ...base(open.session, open.child), collectedBy }
    if (pickupCode) void sendNow({ ...action, pickupCode })
    else {
      void queue.enqueue(action)
      close()
    }
  }
  const sessions = today.data?.sessions ?? []
  // Instructors take attendance; whether check-outs ask for the code is the business's setting.
  const mayChangeSettings = useAuth().session?.providerRole !== 'instructor'

  return (
    <div className="space-y-6">
      <PageHeader
        title="Today"
        subtitle="Today's sessions at your venues, with who is coming and who may collect them."
      />
      {today.data && mayChangeSettings && (
        <PickupCodeSwitch required={today.data.requirePickupCode} />
      )}
      {!queue.online && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border bg-muted p-4 text-sm"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4" />
          <p>
            You're offline. Check-ins and check-outs are kept on this phone and sent when the
            connection returns.
          </p>
        </div>
      )}
      {queue.pending.length > 0 && (
        <p role="status" className="text-sm">
          {queue.pending.length} not yet sent
        </p>
      )}
      {queue.problems.map((problem) => (
        <div key={problem.key} className="grid gap-2">
          <ErrorAlert title="Not recorded">{problem.detail}</ErrorAlert>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => queue.dismiss(problem.key)}
          >
            Dismiss
          </Button>
        </div>
      ))}
      {today.isPending && (
        <>
          <LoadingStatus label="Loading today's sessions..." />
          <Skeleton className="h-64 w-full rounded-lg" />
        </>
      )}
      {today.isError && !today.data && (
        <ErrorAlert title="Today did not load">
          {failureMessage(today.error, 'Please try again when you have a connection.')}
        </ErrorAlert>
      )}
      {today.data && sessions.length === 0 && (
        <EmptyState
          icon={CalendarCheck}
          title="No sessions today"
          description="Sessions at your venues today show here, with their children."
        />
      )}
      {sessions.map((session) => (
        <SessionCard
          key={session.id}
          session={session}
          pending={queue.pending}
          online={queue.online}
          now={now}
          onAction={(participantId, kind) => act(session, participantId, kind)}
        />
      ))}
      {open?.kind === 'check_out' && (
        <CheckOutDialog
          child={open.child}
          timeZone={open.session.timeZone}
          requirePickupCode={today.data?.requirePickupCode ?? false}
          online={queue.online}
          busy={send.isPending}
          error={dialogError}
          onConfirm={checkOut}
          onClose={close}
        />
      )}
      {open?.kind === 'undo' && open.child.lastAction && (
        <UndoDialog
          firstName={open.child.firstName}
          what={STATE_LABELS[open.child.state].toLowerCase()}
          busy={send.isPending}
          error={dialogError}
          onConfirm={(reason) =>
            open.child.lastAction &&
            void sendNow({
              kind: 'undo',
              ...base(open.session, open.child),
              undoes: open.child.lastAction.id,
              reason,
            })
          }
          onClose={close}
        />
      )}
    </div>
  )
}
