import type { AttendanceAction, TodayChild, TodaySession } from '@afc/contracts'
import { CalendarCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/auth-context'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { failureMessage } from '@/lib/problem-feedback'
import { registerServiceWorker } from '@/lib/service-worker'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useToday } from '../api/get-today'
import { useSendAttendance } from '../api/send-attendance'
import { type CheckOut, CheckOutDialog } from '../components/check-out-dialog'
import type { ChildAction } from '../components/child-row'
import { OfflineBanner } from '../components/offline-banner'
import { PickupCodeSwitch } from '../components/pickup-code-switch'
import { SessionCard } from '../components/session-card'
import { UndoDialog } from '../components/undo-dialog'
import { STATE_LABELS } from '../lib/shown-state'
import { useAttendanceQueue } from '../lib/use-attendance-queue'
import { useStoredToday } from '../lib/use-stored-today'

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
 * Every action is queued on the phone and sent in order, so a lost signal loses nothing, and
 * the day is kept on the phone so a reload without signal still shows it; only a check-out
 * with the family's pickup code needs the server at that moment.
 */
export function TodayPage() {
  useDocumentTitle('Today')
  // Opening Today once online is what lets the phone open it again without signal.
  useEffect(registerServiceWorker, [])
  const today = useToday()
  const day = useStoredToday(today)
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
  // A check-out with the family's code is sent at once: the code is checked on the server.
  const sendWithCode = async (action: AttendanceAction) => {
    try {
      await send.mutateAsync(action)
      close()
    } catch (error) {
      setDialogError(failureMessage(error, 'Not recorded. Please try again.'))
    }
  }
  const act = (session: TodaySession, participantId: string, kind: ChildAction) => {
    const child = session.children.find((c) => c.participantId === participantId)
    if (!child) return
    if (kind === 'check_in' || kind === 'absent')
      void queue.enqueue({ kind, ...base(session, child) })
    else setOpen({ kind, session, child })
  }
  const checkOut = ({ collectedBy, pickupCode }: CheckOut) => {
    if (!open) return
    const action = { kind: 'check_out' as const, ...base(open.session, open.child), collectedBy }
    if (pickupCode) void sendWithCode({ ...action, pickupCode })
    else {
      void queue.enqueue(action)
      close()
    }
  }
  const undo = (reason: string) => {
    const undoes = open?.child.lastAction?.id
    if (!open || !undoes) return
    void queue.enqueue({ kind: 'undo', ...base(open.session, open.child), undoes, reason })
    close()
  }
  const sessions = day.data?.sessions ?? []
  // Instructors take attendance; whether check-outs ask for the code is the business's setting.
  const mayChangeSettings = useAuth().session?.providerRole !== 'instructor'

  return (
    <div className="space-y-6">
      <PageHeader
        title="Today"
        subtitle="Today's sessions at your venues, with who is coming and who may collect them."
      />
      {(!queue.online || day.fromPhone) && (
        <OfflineBanner online={queue.online} asOf={day.asOf} timeZone={sessions[0]?.timeZone} />
      )}
      {today.data && mayChangeSettings && (
        <PickupCodeSwitch required={today.data.requirePickupCode} />
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
      {day.waiting && (
        <>
          <LoadingStatus label="Loading today's sessions..." />
          <Skeleton className="h-64 w-full rounded-lg" />
        </>
      )}
      {today.isError && !day.data && (
        <ErrorAlert title="Today did not load">
          {failureMessage(today.error, 'Please try again when you have a connection.')}
        </ErrorAlert>
      )}
      {day.data && sessions.length === 0 && (
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
          now={now}
          onAction={(participantId, kind) => act(session, participantId, kind)}
        />
      ))}
      {open?.kind === 'check_out' && (
        <CheckOutDialog
          child={open.child}
          timeZone={open.session.timeZone}
          requirePickupCode={day.data?.requirePickupCode ?? false}
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
          onConfirm={undo}
          onClose={close}
        />
      )}
    </div>
  )
}
