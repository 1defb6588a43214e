import {
  type NotificationSettings,
  notificationSettingsSchema,
  TRANSACTIONAL_MAIL_NOTE,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { failureMessage } from '@/lib/problem-feedback'
import { useNotificationSettings } from './api/get-notification-settings'
import { useUpdateNotificationSettings } from './api/update-notification-settings'
import { MAIL_TOPIC_ORDER, MAIL_TOPICS } from './mail-topics'

/** Which optional emails a person gets; parents and providers alike. */
export function EmailNotificationsCard() {
  const settings = useNotificationSettings()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <CardDescription>
          Choose which optional emails you get. {TRANSACTIONAL_MAIL_NOTE}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending && (
          <>
            <LoadingStatus label="Loading your email notifications..." />
            <Skeleton className="h-48 w-full rounded-lg" />
          </>
        )}
        {settings.isError && (
          <ErrorAlert title="Email notifications did not load">
            {failureMessage(settings.error, 'Please try again later.')}
          </ErrorAlert>
        )}
        {settings.data && <EmailNotificationsForm settings={settings.data} />}
      </CardContent>
    </Card>
  )
}

const choicesOf = (settings: NotificationSettings): NotificationSettings => ({
  reminders: settings.reminders,
  announcements: settings.announcements,
  newsletter: settings.newsletter,
  attendance: settings.attendance ?? false,
})

function EmailNotificationsForm({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings()
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: choicesOf(settings),
  })

  const save = handleSubmit(async (values) => {
    try {
      reset(choicesOf(await update.mutateAsync(values)))
      toast.success('Settings saved')
    } catch (error) {
      toast.error('Error', {
        description: failureMessage(error, 'Failed to save your settings. Please try again.'),
      })
    }
  })

  return (
    <form noValidate onSubmit={save} className="grid gap-6" aria-label="Email notifications">
      {MAIL_TOPIC_ORDER.map((topic) => (
        <Controller
          key={topic}
          control={control}
          name={topic}
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <Label htmlFor={`mail-${topic}`}>{MAIL_TOPICS[topic].label}</Label>
                <p id={`mail-${topic}-hint`} className="text-muted-foreground text-sm">
                  {MAIL_TOPICS[topic].description}
                </p>
              </div>
              <Switch
                id={`mail-${topic}`}
                aria-describedby={`mail-${topic}-hint`}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </div>
          )}
        />
      ))}
      <Button type="submit" disabled={isSubmitting || !isDirty} className="sm:justify-self-end">
        {isSubmitting ? 'Saving...' : 'Save email notifications'}
      </Button>
    </form>
  )
}
