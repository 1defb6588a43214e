import {
  ANNOUNCEMENT_MAX_LENGTH,
  type Announcement,
  type AnnouncementInput,
  announcementInputSchema,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
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
}

/** A message to the families of a session or an activity, with who it reached and what came before. */
export function AnnounceDialog({
  target,
  label,
  accessibleLabel,
  audience,
  timeZone,
}: AnnounceDialogProps) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<Announcement | null>(null)
  const send = useSendAnnouncement(target)
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementInput, unknown, AnnouncementValues>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: { message: '' },
  })
  const length = watch('message')?.length ?? 0

  const submit = handleSubmit(async (values) => {
    try {
      setSent(await send.mutateAsync(values))
      reset({ message: '' })
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
