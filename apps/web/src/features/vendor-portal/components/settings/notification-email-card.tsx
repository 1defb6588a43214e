import { type VendorSettings, vendorSettingsSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { FieldShell } from '@/components/field-shell'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useUpdateVendorSettings } from '../../api/update-vendor-settings'

type SettingsInput = z.input<typeof vendorSettingsSchema>
type SettingsValues = z.output<typeof vendorSettingsSchema>

export function NotificationEmailCard({ settings }: { settings: VendorSettings }) {
  const updateSettings = useUpdateVendorSettings()
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsInput, unknown, SettingsValues>({
    resolver: zodResolver(vendorSettingsSchema),
    defaultValues: { notificationEmail: settings.notificationEmail ?? '' },
  })

  const save = handleSubmit(async () => {
    const notificationEmail = getValues('notificationEmail') ?? ''
    try {
      const saved = await updateSettings.mutateAsync({ notificationEmail })
      reset({ notificationEmail: saved.notificationEmail ?? '' })
      toast.success('Settings saved', {
        description: `New bookings will be emailed to ${saved.notificationEmail ?? saved.accountEmail}.`,
      })
    } catch (error) {
      showServerFieldErrors<SettingsInput>(error, ['notificationEmail'], setError)
      toast.error('Error', {
        description: failureMessage(error, 'Failed to save your settings. Please try again.'),
      })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <CardDescription>Where we write to you</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="grid gap-4" aria-label="Email settings">
          <FieldShell label="Account email" hint="The email you sign in with">
            {(control) => (
              <Input
                {...control}
                value={settings.accountEmail}
                readOnly
                className="bg-muted text-muted-foreground"
              />
            )}
          </FieldShell>
          <TextField
            label="Notification email for new bookings"
            type="email"
            autoComplete="email"
            hint="Leave empty to use your account email"
            error={errors.notificationEmail?.message}
            {...register('notificationEmail')}
          />
          <Button type="submit" disabled={isSubmitting} className="sm:justify-self-end">
            {isSubmitting ? 'Saving...' : 'Save email settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
