import {
  type PlatformSettings,
  type PlatformSettingsInput,
  platformSettingsInputSchema,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { isApiError } from '@/lib/api-error'
import { failureMessage } from '@/lib/problem-feedback'
import { useUpdatePlatformSettings } from '../../api/update-platform-settings'

type SettingsValues = z.output<typeof platformSettingsInputSchema>

const toFormValues = (settings: PlatformSettings): PlatformSettingsInput => ({
  autoApproveActivities: settings.autoApproveActivities,
  supportEmail: settings.supportEmail ?? '',
})

export function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdatePlatformSettings()
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PlatformSettingsInput, unknown, SettingsValues>({
    resolver: zodResolver(platformSettingsInputSchema),
    defaultValues: toFormValues(settings),
  })

  const save = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values)
      reset(toFormValues(saved))
      toast.success('Settings saved')
    } catch (error) {
      const emailError = isApiError(error) ? error.fieldError('supportEmail') : undefined
      if (emailError) setError('supportEmail', { type: 'server', message: emailError })
      toast.error('Error', {
        description: failureMessage(error, 'Failed to save the settings. Please try again.'),
      })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform settings</CardTitle>
        <CardDescription>How the marketplace runs for every provider</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="grid gap-6" aria-label="Platform settings">
          <Controller
            control={control}
            name="autoApproveActivities"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4">
                <div className="grid gap-1">
                  <Label htmlFor="auto-approve">Approve new activities of approved vendors</Label>
                  <p id="auto-approve-hint" className="text-muted-foreground text-sm">
                    On: an approved provider's new activity goes live at once. Off: every new
                    activity waits in the moderation queue.
                  </p>
                </div>
                <Switch
                  id="auto-approve"
                  aria-describedby="auto-approve-hint"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              </div>
            )}
          />
          <TextField
            label="Support email"
            type="email"
            autoComplete="off"
            hint="Shown in the emails sent to providers. Leave empty for none."
            error={errors.supportEmail?.message}
            {...register('supportEmail')}
          />
          <Button type="submit" disabled={isSubmitting || !isDirty} className="sm:justify-self-end">
            {isSubmitting ? 'Saving...' : 'Save settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
