import type { Question } from '@afc/contracts'
import { useId } from 'react'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { TextareaField } from '@/components/textarea-field'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { type RegistrationState, unsignedChildren } from './use-registration'

type Kid = { id: string; firstName: string }

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

function QuestionField({
  question,
  value,
  onChange,
}: {
  question: Question
  value: string
  onChange: (value: string) => void
}) {
  const label = question.required ? question.label : `${question.label} (optional)`
  if (question.kind === 'yes_no' || question.kind === 'choice') {
    const options =
      question.kind === 'yes_no'
        ? YES_NO
        : question.options.map((option) => ({ value: option, label: option }))
    return (
      <SelectField
        label={label}
        options={options}
        value={value}
        onChange={onChange}
        placeholder="Choose"
      />
    )
  }
  const Field = question.kind === 'long_text' ? TextareaField : TextField
  return (
    <Field
      label={label}
      value={value}
      maxLength={question.kind === 'long_text' ? 2000 : 200}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

/**
 * The activity's questions for each chosen child, then its waiver to read and sign (typed full
 * name and "I agree") for the children who have not signed this version yet.
 */
export function RegistrationFields({ state, chosen }: { state: RegistrationState; chosen: Kid[] }) {
  const agreeId = useId()
  const registration = state.query.data
  if (!registration || chosen.length === 0) return null
  const signing = unsignedChildren(registration, chosen)
  const { questions, waiver } = registration
  if (questions.length === 0 && (!waiver || signing.length === 0)) return null
  return (
    <section className="grid gap-5" aria-label="Registration">
      {questions.length > 0 &&
        chosen.map((kid) => (
          <fieldset key={kid.id} className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 font-semibold text-sm">About {kid.firstName}</legend>
            {questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                value={state.answerOf(kid.id, question.id)}
                onChange={(value) => state.setAnswer(kid.id, question.id, value)}
              />
            ))}
          </fieldset>
        ))}
      {waiver && signing.length > 0 && (
        <fieldset className="grid gap-3 rounded-lg border p-4">
          <legend className="px-1 font-semibold text-sm">
            Waiver for {signing.map((kid) => kid.firstName).join(' and ')}
          </legend>
          <section
            aria-label="Waiver text"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling text must take the keyboard to be read
            tabIndex={0}
            className="max-h-48 overflow-y-auto whitespace-pre-line rounded-md bg-muted/50 p-3 text-sm"
          >
            {waiver.text}
          </section>
          <TextField
            label="Your full name"
            autoComplete="name"
            value={state.signedName}
            onChange={(event) => state.setSignedName(event.target.value)}
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id={agreeId}
              checked={state.agreed}
              onCheckedChange={(checked) => state.setAgreed(checked === true)}
            />
            <Label htmlFor={agreeId}>I agree</Label>
          </div>
        </fieldset>
      )}
    </section>
  )
}
