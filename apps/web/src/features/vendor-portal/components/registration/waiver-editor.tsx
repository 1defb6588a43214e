import type { ActivityRegistration } from '@afc/contracts'
import { WAIVER_TEXT_MAX } from '@afc/contracts'
import { useState } from 'react'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage } from '@/lib/problem-feedback'
import { useSaveActivityWaiver } from '../../api/save-activity-waiver'

/** The waiver parents sign at booking; each save is a new version that is asked again. */
export function WaiverEditor({
  activityId,
  registration,
}: {
  activityId: string
  registration: ActivityRegistration
}) {
  const [text, setText] = useState(registration.waiver?.text ?? '')
  const save = useSaveActivityWaiver(activityId)
  const version = registration.waiver?.version
  return (
    <Card>
      <CardHeader>
        <CardTitle>Waiver</CardTitle>
        <p className="text-muted-foreground text-sm">
          {version
            ? `Version ${version}. Saving a change makes a new version, which parents sign again; earlier signatures keep the text they signed.`
            : 'No waiver yet. Parents sign it for each child by typing their full name and ticking "I agree". Leave it empty to ask for none.'}
        </p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate({ text })
          }}
        >
          <TextareaField
            label="Waiver text"
            rows={8}
            maxLength={WAIVER_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {save.error && (
            <p role="alert" className="text-destructive text-sm">
              {failureMessage(save.error, 'Could not save the waiver. Please try again.')}
            </p>
          )}
          {save.isSuccess && !save.isPending && (
            <p role="status" className="text-sm">
              {save.data.waiver
                ? `Waiver saved as version ${save.data.waiver.version}.`
                : 'No waiver is asked.'}
            </p>
          )}
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save waiver'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
