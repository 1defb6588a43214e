import { someoneElseRefusal, type TodayChild } from '@afc/contracts'
import { useId, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { formatClockTime } from '@/lib/session-time'
import { AttendanceDialogFooter } from './attendance-dialog-footer'

const SOMEONE_ELSE = 'someone-else'

export type CheckOut = { collectedBy: string; pickupCode?: string }

/**
 * Who collected the child: the parent or a person on the record. "Someone else" is refused
 * here with the number to call; the server refuses it too. With a pickup code required, the
 * check-out is sent at once, as the code is checked on the server.
 */
export function CheckOutDialog(props: {
  child: TodayChild
  timeZone: string
  requirePickupCode: boolean
  online: boolean
  busy: boolean
  error: string | null
  onConfirm: (checkOut: CheckOut) => void
  onClose: () => void
}) {
  const { child, timeZone, requirePickupCode, online, busy, error, onConfirm, onClose } = props
  const [collector, setCollector] = useState('')
  const [code, setCode] = useState('')
  const ids = useId()
  const someoneElse = collector === SOMEONE_ELSE
  const needsConnection = requirePickupCode && !online
  const locked = child.pickupLockedUntil
  const ready =
    collector !== '' &&
    !someoneElse &&
    !needsConnection &&
    (!requirePickupCode || /^\d{4}$/.test(code))

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Check out {child.firstName}</DialogTitle>
          <DialogDescription>Who is collecting {child.firstName}?</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (ready)
              onConfirm({
                collectedBy: collector,
                ...(requirePickupCode ? { pickupCode: code } : {}),
              })
          }}
        >
          <RadioGroup value={collector} onValueChange={setCollector} aria-label="Collected by">
            {[
              ...child.collectors.map((person) => ({
                value: person.name,
                label: `${person.name} (${person.relationship})`,
              })),
              { value: SOMEONE_ELSE, label: 'Someone else' },
            ].map((option, index) => (
              <div key={option.value} className="flex items-center gap-3">
                <RadioGroupItem id={`${ids}-${index}`} value={option.value} />
                <Label htmlFor={`${ids}-${index}`}>{option.label}</Label>
              </div>
            ))}
          </RadioGroup>
          {someoneElse && (
            <ErrorAlert title="Not on the record">
              {someoneElseRefusal(child.firstName, child.parentPhone)}
            </ErrorAlert>
          )}
          {requirePickupCode && !someoneElse && (
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-code`}>Family's pickup code</Label>
              <Input
                id={`${ids}-code`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                disabled={needsConnection}
              />
              {needsConnection && (
                <p className="text-sm text-muted-foreground" role="status">
                  Checking the pickup code needs a connection. Check {child.firstName} out when
                  you're back online.
                </p>
              )}
              {locked && (
                <p className="text-sm text-destructive">
                  Check-out is locked after too many wrong codes until{' '}
                  {formatClockTime(locked, timeZone)}.
                </p>
              )}
            </div>
          )}
          <AttendanceDialogFooter
            submitLabel="Check out"
            busyLabel="Checking out..."
            busy={busy}
            disabled={!ready}
            error={error}
            errorTitle="Not checked out"
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
