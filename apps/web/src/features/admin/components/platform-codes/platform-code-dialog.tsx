import type { PlatformCode } from '@afc/contracts'
import { type FormEvent, type ReactElement, useState } from 'react'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { failureMessage } from '@/lib/problem-feedback'
import { useSavePlatformCode } from '../../api/save-platform-code'
import {
  type PlatformCodeField,
  type PlatformCodeFormValues,
  platformCodeFormValues,
  readPlatformCodeForm,
} from '../../lib/platform-code-form'

const UNITS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'cents', label: 'Amount off' },
] as const

const NO_LIMIT = 'Leave empty for no limit.'

/**
 * Adds a platform code, or changes one (`code`), in a dialog opened by `trigger`. The form is
 * checked with the server's schema before sending; the server's refusal (a name already taken,
 * fewer uses than families took) is shown inside, so it is read before the dialog closes.
 */
export function PlatformCodeDialog({
  code,
  trigger,
}: {
  code?: PlatformCode
  trigger: ReactElement
}) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<PlatformCodeFormValues>(() => platformCodeFormValues(code))
  const [messages, setMessages] = useState<Partial<Record<PlatformCodeField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSavePlatformCode()
  const set =
    <Field extends PlatformCodeField>(field: Field) =>
    (value: PlatformCodeFormValues[Field]) =>
      setValues((before) => ({ ...before, [field]: value }))
  const typed = (field: Exclude<PlatformCodeField, 'offUnit' | 'active'>) => ({
    value: values[field],
    error: messages[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const reading = readPlatformCodeForm(values)
    if (!reading.ok) {
      setMessages(reading.messages)
      return
    }
    setMessages({})
    try {
      const saved = await save.mutateAsync({ codeId: code?.id, input: reading.input })
      setOpen(false)
      toast.success(code ? `Code ${saved.code} saved` : `Code ${saved.code} added`)
    } catch (error) {
      setFailure(failureMessage(error, 'The code was not saved. Please try again.'))
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setValues(platformCodeFormValues(code))
          setMessages({})
          setFailure(null)
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{code ? `Edit ${code.code}` : 'Add a platform code'}</DialogTitle>
          <DialogDescription>
            Families can use it with any provider; the platform pays the provider what it takes off.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField label="Code" autoComplete="off" {...typed('code')} />
          <div className="grid items-start gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <SelectField
              label="Takes off"
              value={values.offUnit}
              onChange={(unit) => set('offUnit')(unit === 'cents' ? 'cents' : 'percent')}
              options={UNITS}
            />
            <TextField
              label={values.offUnit === 'percent' ? 'Percentage off (%)' : 'Amount off ($)'}
              inputMode="decimal"
              autoComplete="off"
              {...typed('off')}
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField label="First day" type="date" hint="Optional." {...typed('startsOn')} />
            <TextField label="Last day" type="date" hint="Optional." {...typed('endsOn')} />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label="Uses in all"
              inputMode="numeric"
              hint={NO_LIMIT}
              {...typed('totalUses')}
            />
            <TextField
              label="Uses per family"
              inputMode="numeric"
              hint={NO_LIMIT}
              {...typed('usesPerFamily')}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="platform-code-active"
              checked={values.active}
              onCheckedChange={(checked) => set('active')(checked === true)}
            />
            <Label htmlFor="platform-code-active">Active: families can use it now</Label>
          </div>
          {failure && <ErrorAlert title="Not saved">{failure}</ErrorAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : code ? 'Save code' : 'Add code'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
