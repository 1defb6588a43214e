import {
  type StaffInvitationInput,
  type StaffList,
  type StaffRole,
  staffInvitationInputSchema,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useInviteStaff } from '../../api/invite-staff'
import { AssignmentPicker } from './assignment-picker'
import { STAFF_ROLE_HINTS, STAFF_ROLE_OPTIONS } from './staff-role-words'

type InviteValues = z.output<typeof staffInvitationInputSchema>
const EMPTY: StaffInvitationInput = {
  email: '',
  role: 'instructor',
  activityIds: [],
  locationIds: [],
}

/** The owner invites someone by email, as a manager or as an instructor of chosen activities. */
export function InviteStaffCard({ choices }: { choices: StaffList['choices'] }) {
  const invite = useInviteStaff()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<StaffInvitationInput, unknown, InviteValues>({
    resolver: zodResolver(staffInvitationInputSchema),
    defaultValues: EMPTY,
  })
  const role = watch('role') as StaffRole

  const send = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values)
      toast.success('Invitation sent', {
        description: `We emailed ${values.email} a link to join.`,
      })
      reset(EMPTY)
    } catch (error) {
      showServerFieldErrors<StaffInvitationInput>(error, ['email', 'activityIds'], setError)
      toast.error('Error', {
        description: failureMessage(error, 'Failed to send the invitation. Please try again.'),
      })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite someone</CardTitle>
        <CardDescription>They get an email with a link that works once, for 7 days</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={send} className="grid gap-4" aria-label="Invite staff">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <SelectField
                  label="Role"
                  options={STAFF_ROLE_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  hint={STAFF_ROLE_HINTS[role]}
                  error={errors.role?.message}
                />
              )}
            />
          </div>
          {role === 'instructor' && (
            <AssignmentPicker
              choices={choices}
              value={{
                activityIds: watch('activityIds') ?? [],
                locationIds: watch('locationIds') ?? [],
              }}
              onChange={(next) => {
                setValue('locationIds', next.locationIds)
                setValue('activityIds', next.activityIds, { shouldValidate: isSubmitted })
              }}
              error={errors.activityIds?.message}
            />
          )}
          <Button type="submit" disabled={isSubmitting} className="sm:justify-self-end">
            {isSubmitting ? 'Sending...' : 'Send invitation'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
