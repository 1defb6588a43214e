import { type AdminChild, adminRecordReasonSchema } from '@afc/contracts'
import { FileHeart, Lock } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { ChildRecordDetails } from '@/components/children/child-record-details'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useOpenChildRecord } from '../../api/open-child-record'

/**
 * The reason an admin gives to read one child's record, checked with the server's rule, then
 * the record. Each opening is a new logged request: nothing of the record is cached.
 */
export function ChildRecordOpener({ child }: { child: AdminChild }) {
  const open = useOpenChildRecord()
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const name = `${child.firstName} ${child.lastName}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = adminRecordReasonSchema.safeParse({ reason })
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    open.mutate({ childId: child.id, reason: checked.data.reason })
  }

  if (open.data) {
    return (
      <section aria-labelledby="opened-record" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="opened-record" className="font-semibold text-lg">
            {name}: medical record
          </h2>
          <p className="text-muted-foreground text-sm">
            Opened for: {reason.trim().replace(/\.$/, '')}. The parent sees this opening and your
            reason.
          </p>
        </div>
        {open.data.record ? (
          <ChildRecordDetails record={open.data.record} />
        ) : (
          <EmptyState
            icon={FileHeart}
            title="Nothing filled in yet"
            description="The parent has not filled in this child's medical and emergency details."
          />
        )}
      </section>
    )
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border bg-card p-4" noValidate>
      <h2 className="flex items-center gap-2 font-semibold">
        <Lock className="size-4" aria-hidden="true" />
        Open {name}'s record
      </h2>
      <TextareaField
        label="Why do you need to read this record?"
        hint="The parent reads this reason in the record's access log."
        value={reason}
        maxLength={300}
        error={fieldError}
        onChange={(event) => {
          setReason(event.target.value)
          setFieldError(undefined)
          open.reset()
        }}
      />
      {open.error && (
        <ErrorAlert title="Could not open the record">
          {failureMessage(open.error, 'Failed to open the record. Please try again.')}
        </ErrorAlert>
      )}
      <Button type="submit" className="sm:justify-self-end" disabled={open.isPending}>
        {open.isPending ? 'Opening...' : 'Open record'}
      </Button>
    </form>
  )
}
