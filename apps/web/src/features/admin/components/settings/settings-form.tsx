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
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useUpdatePlatformSettings } from '../../api/update-platform-settings'

type SettingsValues = z.output<typeof platformSettingsInputSchema>

const toFormValues = (settings: PlatformSettings): PlatformSettingsInput => ({
  autoApproveActivities: settings.autoApproveActivities,
  supportEmail: settings.supportEmail ?? '',
  platformFeePercent: settings.platformFeePercent,
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
      showServerFieldErrors(error, ['supportEmail', 'platformFeePercent'], setError)
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
          <TextField
            label="Platform fee (%)"
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.01}
            className="sm:max-w-48"
            hint="The platform's share of each payment, from 0 to 50%. A change applies to checkouts started after it; bookings already sent to pay keep their fee."
            error={errors.platformFeePercent?.message}
            {...register('platformFeePercent', { valueAsNumber: true })}
          />
          <Button type="submit" disabled={isSubmitting || !isDirty} className="sm:justify-self-end">
            {isSubmitting ? 'Saving...' : 'Save settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
