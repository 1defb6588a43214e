import type { StaffList as StaffListData } from '@afc/contracts'
import { UsersRound } from 'lucide-react'
import { ConfirmAction } from '@/components/confirm-action'
import { EmptyState } from '@/components/empty-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useRemoveStaff } from '../../api/remove-staff'
import { useRevokeStaffInvitation } from '../../api/revoke-staff-invitation'
import { ChangeStaffAction } from './change-staff-action'
import { assignmentSummary, STAFF_ROLE_OPTIONS } from './staff-role-words'

const roleLabel = (role: string) =>
  STAFF_ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role

/**
 * The members and open invitations, each a card that reads the same on a phone and a desk: the
 * details keep a readable width and the buttons wrap below them on a phone.
 */
export function StaffList({ staff }: { staff: StaffListData }) {
  const remove = useRemoveStaff()
  const revoke = useRevokeStaffInvitation()
  if (staff.members.length === 0 && staff.invitations.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title="No staff yet"
        description="Invite a manager or an instructor above; they appear here once invited."
      />
    )
  }
  return (
    <div className="grid gap-6">
      {staff.members.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Your staff</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y" aria-label="Your staff">
              {staff.members.map((member) => (
                <li key={member.id} className="flex flex-wrap items-start gap-3 py-3">
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="font-medium">
                      {member.name} <Badge variant="outline">{roleLabel(member.role)}</Badge>
                    </p>
                    <p className="break-all text-sm text-muted-foreground">{member.email}</p>
                    <p className="text-sm">{assignmentSummary(member.role, member.assignments)}</p>
                  </div>
                  <div className="flex gap-2">
                    <ChangeStaffAction member={member} choices={staff.choices} />
                    <ConfirmAction
                      trigger={
                        <Button variant="outline" size="sm" aria-label={`Remove ${member.name}`}>
                          Remove
                        </Button>
                      }
                      title={`Remove ${member.name}?`}
                      description="They are signed out at once and can no longer open your provider area."
                      confirmLabel="Remove"
                      pendingLabel="Removing..."
                      onConfirm={() => remove.mutateAsync(member.id)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      {staff.invitations.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Open invitations</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y" aria-label="Open invitations">
              {staff.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-start gap-3 py-3">
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="break-all font-medium">
                      {invitation.email}{' '}
                      <Badge variant="outline">{roleLabel(invitation.role)}</Badge>
                    </p>
                    <p className="text-sm">
                      {assignmentSummary(invitation.role, invitation.assignments)}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Link works until {new Date(invitation.expiresAt).toLocaleDateString()}
                    </p>
                  </div>
                  <ConfirmAction
                    trigger={
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Withdraw the invitation to ${invitation.email}`}
                      >
                        Withdraw
                      </Button>
                    }
                    title={`Withdraw the invitation to ${invitation.email}?`}
                    description="Its link will say that it was withdrawn."
                    confirmLabel="Withdraw"
                    pendingLabel="Withdrawing..."
                    onConfirm={() => revoke.mutateAsync(invitation.id)}
                  />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  )
}
