import { type StaffList, type StaffMember, type StaffRole, staffChangeSchema } from '@afc/contracts'
import { useState } from 'react'
import { ConfirmAction } from '@/components/confirm-action'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { useChangeStaff } from '../../api/change-staff'
import { type AssignmentIds, AssignmentPicker } from './assignment-picker'
import { STAFF_ROLE_HINTS, STAFF_ROLE_OPTIONS } from './staff-role-words'

const idsOf = (member: StaffMember): AssignmentIds => ({
  activityIds: member.assignments.activities.map((activity) => activity.id),
  locationIds: member.assignments.locations.map((location) => location.id),
})

/** The owner changes a member's role and assignments in a dialog, checked by the shared schema. */
export function ChangeStaffAction({
  member,
  choices,
}: {
  member: StaffMember
  choices: StaffList['choices']
}) {
  const change = useChangeStaff()
  const [role, setRole] = useState<StaffRole>(member.role)
  const [ids, setIds] = useState<AssignmentIds>(idsOf(member))
  const [error, setError] = useState<string>()

  const save = async () => {
    // A manager sees everything: assignments are an instructor's alone.
    const parsed = staffChangeSchema.safeParse(role === 'instructor' ? { role, ...ids } : { role })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return false
    }
    await change.mutateAsync({ staffId: member.id, input: parsed.data })
  }

  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" aria-label={`Change ${member.name}`}>
          Change
        </Button>
      }
      title={`Change ${member.name}`}
      description="Their new role and assignments apply from their next page."
      confirmLabel="Save changes"
      pendingLabel="Saving..."
      destructive={false}
      onConfirm={save}
      onOpenChange={(open) => {
        if (!open) return
        setRole(member.role)
        setIds(idsOf(member))
        setError(undefined)
      }}
    >
      <div className="grid gap-4">
        <SelectField
          label="Role"
          options={STAFF_ROLE_OPTIONS}
          value={role}
          onChange={(next) => setRole(next as StaffRole)}
          hint={STAFF_ROLE_HINTS[role]}
        />
        {role === 'instructor' && (
          <AssignmentPicker choices={choices} value={ids} onChange={setIds} error={error} />
        )}
      </div>
    </ConfirmAction>
  )
}
