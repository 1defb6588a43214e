import { type TermSessionCancelInput, termSessionCancelSchema } from '@afc/contracts'
import { useId } from 'react'
import { TextField } from '@/components/text-field'

export type Remedy = TermSessionCancelInput['remedy']

export interface RemedyDraft {
  remedy: Remedy
  date: string
  startTime: string
}

export const NO_REMEDY_YET: RemedyDraft = { remedy: 'refund', date: '', startTime: '' }

/** The body the draft makes, or the fields' messages when a make-up lacks its date or time. */
export function readRemedy(
  draft: RemedyDraft,
): { input: TermSessionCancelInput } | { errors: Partial<Record<'date' | 'startTime', string>> } {
  const parsed = termSessionCancelSchema.safeParse(
    draft.remedy === 'refund' ? { remedy: 'refund' } : draft,
  )
  if (parsed.success) return { input: parsed.data }
  const fields = parsed.error.flatten().fieldErrors as Record<string, string[] | undefined>
  return { errors: { date: fields.date?.[0], startTime: fields.startTime?.[0] } }
}

interface TermSessionRemedyProps {
  termName: string
  draft: RemedyDraft
  onChange: (draft: RemedyDraft) => void
  errors: Partial<Record<'date' | 'startTime', string>>
}

/** What the families enrolled in a term get for a session called off: money back or a make-up. */
export function TermSessionRemedy({ termName, draft, onChange, errors }: TermSessionRemedyProps) {
  const name = useId()
  const choose = (remedy: Remedy) => onChange({ ...draft, remedy })
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">
          This session is part of {termName}. For the families enrolled:
        </legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className="mt-0.5 size-4 accent-primary"
            checked={draft.remedy === 'refund'}
            onChange={() => choose('refund')}
          />
          <span>Refund each family this session's share</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className="mt-0.5 size-4 accent-primary"
            checked={draft.remedy === 'make_up'}
            onChange={() => choose('make_up')}
          />
          <span>Add a make-up session</span>
        </label>
      </fieldset>
      {draft.remedy === 'make_up' && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="Make-up date"
            type="date"
            value={draft.date}
            onChange={(event) => onChange({ ...draft, date: event.target.value })}
            error={errors.date}
          />
          <TextField
            label="Make-up start time"
            type="time"
            hint="The venue's local time; same length"
            value={draft.startTime}
            onChange={(event) => onChange({ ...draft, startTime: event.target.value })}
            error={errors.startTime}
          />
        </div>
      )}
    </div>
  )
}
