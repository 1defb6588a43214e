import {
  type ActivityRegistration,
  MAX_QUESTIONS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  type QuestionKind,
  questionListInputSchema,
} from '@afc/contracts'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { failureMessage } from '@/lib/problem-feedback'
import { useSaveActivityQuestions } from '../../api/save-activity-questions'

type Draft = {
  key: string
  id?: string
  label: string
  kind: QuestionKind
  options: string
  required: boolean
  onRoster: boolean
}

const KIND_OPTIONS = QUESTION_KINDS.map((kind) => ({
  value: kind,
  label: QUESTION_KIND_LABELS[kind],
}))

const draftsOf = (registration: ActivityRegistration): Draft[] =>
  registration.questions.map((question) => ({
    key: question.id,
    id: question.id,
    label: question.label,
    kind: question.kind,
    options: question.options.join('\n'),
    required: question.required,
    onRoster: question.onRoster,
  }))

const toInput = (drafts: Draft[]) => ({
  questions: drafts.map(({ id, label, kind, options, required, onRoster }) => ({
    ...(id ? { id } : {}),
    label,
    kind,
    required,
    onRoster,
    options: options
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean),
  })),
})

/** The questions asked of each child at booking: written, ordered, required or not, saved. */
export function QuestionsEditor({
  activityId,
  registration,
}: {
  activityId: string
  registration: ActivityRegistration
}) {
  const [drafts, setDrafts] = useState(() => draftsOf(registration))
  const [error, setError] = useState<string>()
  const save = useSaveActivityQuestions(activityId)
  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)))
  const move = (index: number, by: number) =>
    setDrafts((all) => {
      const next = [...all]
      const [moved] = next.splice(index, 1)
      if (moved) next.splice(index + by, 0, moved)
      return next
    })
  const add = () =>
    setDrafts((all) => [
      ...all,
      {
        key: crypto.randomUUID(),
        label: '',
        kind: 'short_text',
        options: '',
        required: false,
        onRoster: false,
      },
    ])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = questionListInputSchema.safeParse(toInput(drafts))
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    save.mutate(toInput(drafts), { onSuccess: (saved) => setDrafts(draftsOf(saved)) })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Questions</CardTitle>
        <p className="text-muted-foreground text-sm">
          Asked of each child when a family books, in this order.
        </p>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {drafts.map((draft, index) => (
            <fieldset key={draft.key} className="grid gap-3 rounded-lg border p-4">
              <legend className="px-1 font-semibold text-sm">Question {index + 1}</legend>
              <TextField
                label="Question"
                value={draft.label}
                maxLength={200}
                onChange={(event) => change(draft.key, { label: event.target.value })}
              />
              <SelectField
                label="Answer"
                options={KIND_OPTIONS}
                value={draft.kind}
                onChange={(kind) => change(draft.key, { kind: kind as QuestionKind })}
              />
              {draft.kind === 'choice' && (
                <div className="grid gap-2">
                  <Label htmlFor={`${draft.key}-options`}>Answers to choose from, one a line</Label>
                  <textarea
                    id={`${draft.key}-options`}
                    className="min-h-20 rounded-md border border-input bg-card px-3 py-2 text-sm"
                    value={draft.options}
                    onChange={(event) => change(draft.key, { options: event.target.value })}
                  />
                </div>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${draft.key}-required`}
                    checked={draft.required}
                    onCheckedChange={(checked) => change(draft.key, { required: checked === true })}
                  />
                  <Label htmlFor={`${draft.key}-required`}>Required</Label>
                </div>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${draft.key}-roster`}
                    checked={draft.onRoster}
                    onCheckedChange={(checked) => change(draft.key, { onRoster: checked === true })}
                  />
                  <Label htmlFor={`${draft.key}-roster`}>Show on Today</Label>
                </div>
                <div className="ml-auto flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move question ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move question ${index + 1} down`}
                    disabled={index === drafts.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove question ${index + 1}`}
                    onClick={() => setDrafts((all) => all.filter((each) => each.key !== draft.key))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </fieldset>
          ))}
          {(error || save.error) && (
            <p role="alert" className="text-destructive text-sm">
              {error ??
                failureMessage(save.error, 'Could not save the questions. Please try again.')}
            </p>
          )}
          {save.isSuccess && !save.isPending && (
            <p role="status" className="text-sm">
              Questions saved.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={add}
              disabled={drafts.length >= MAX_QUESTIONS}
            >
              <Plus aria-hidden="true" />
              Add a question
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save questions'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
