import {
  ANNOUNCEMENT_MAX_LENGTH,
  type Announcement,
  type AnnouncementInput,
  announcementInputSchema,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSendAnnouncement } from '../../api/send-announcement'
import type { AnnouncementTarget } from '../../api/vendor-query-keys'
import { EarlierAnnouncements } from './earlier-announcements'
import { ReachResult } from './reach-result'

type AnnouncementValues = z.output<typeof announcementInputSchema>

interface AnnounceDialogProps {
  target: AnnouncementTarget
  /** What the button says, and its longer name for screen readers when the list has many. */
  label: string
  accessibleLabel?: string
  /** Who will get it, in a sentence: 'Everyone booked into Clay Club on Sat, Nov 28, 10:00.' */
  audience: string
  timeZone: string
  /** Families waiting for a place: when there are any, the provider may write to them too. */
  waiting?: number
}

/** A message to the families of a session or an activity, with who it reached and what came before. */
export function AnnounceDialog({
  target,
  label,
  accessibleLabel,
  audience,
  timeZone,
  waiting = 0,
}: AnnounceDialogProps) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<Announcement | null>(null)
  const send = useSendAnnouncement(target)
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementInput, unknown, AnnouncementValues>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: { message: '', includeWaiting: false },
  })
  const length = watch('message')?.length ?? 0

  const submit = handleSubmit(async (values) => {
    try {
      // Only a message that also goes to the waiting list says so.
      const input = values.includeWaiting ? values : { message: values.message }
      setSent(await send.mutateAsync(input))
      reset({ message: '', includeWaiting: values.includeWaiting })
    } catch (error) {
      // A field problem goes under the field; anything else (the daily limit) under the form.
      if (showServerFieldErrors(error, ['message'], setError)) send.reset()
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          send.reset()
          setSent(null)
        }
        setOpen(next)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={accessibleLabel}>
          <Megaphone aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>
            {audience} They see it with their booking on My Bookings, and get it by email unless
            they turned provider messages off.
          </DialogDescription>
        </DialogHeader>
        {sent && <ReachResult announcement={sent} />}
        <form noValidate onSubmit={submit} aria-label={label}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <TextareaField
              label="Message"
              rows={5}
              maxLength={ANNOUNCEMENT_MAX_LENGTH}
              placeholder="For example: we start 15 minutes later on Saturday."
              hint={`${length} / ${ANNOUNCEMENT_MAX_LENGTH} characters`}
              error={errors.message?.message}
              {...register('message')}
            />
            {waiting > 0 && (
              <Controller
                control={control}
                name="includeWaiting"
                render={({ field }) => (
                  // biome-ignore lint/a11y/noLabelWithoutControl: the checkbox inside is the control
                  <label className="flex items-start gap-2 text-sm">
                    <Checkbox
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                    <span>
                      Also send it to the {waiting === 1 ? 'family' : `${waiting} families`} on the
                      waiting list (by email, unless they turned provider messages off)
                    </span>
                  </label>
                )}
              />
            )}
            {send.isError && (
              <p role="alert" className="font-medium text-destructive text-sm">
                {failureMessage(send.error, 'Failed to send your message. Please try again.')}
              </p>
            )}
            <Button type="submit" className="sm:justify-self-end">
              {isSubmitting ? 'Sending...' : 'Send'}
            </Button>
          </fieldset>
        </form>
        <EarlierAnnouncements target={target} timeZone={timeZone} enabled={open} />
      </DialogContent>
    </Dialog>
  )
}
