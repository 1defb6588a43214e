import type { AdminUser } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useChangeUserRole } from '../../api/change-user-role'
import { useDisableUser } from '../../api/disable-user'
import { useEnableUser } from '../../api/enable-user'

const ROLE_COPY = {
  vendor: {
    title: 'a vendor',
    granted: 'They get the vendor area to run a provider business.',
    removed: 'They lose access to the vendor area; their provider record and activities stay.',
  },
  admin: {
    title: 'an admin',
    granted: 'They can approve providers, change roles and settings, and see every account.',
    removed: 'They lose access to the admin area at once.',
  },
} as const

/**
 * Role changes and access. The server has the last word: it refuses to remove your own admin
 * role or the last admin's, and its sentence shows in the confirmation.
 */
export function UserActions({ user }: { user: AdminUser }) {
  const changeRole = useChangeUserRole()
  const disable = useDisableUser()
  const enable = useEnableUser()
  const who = user.email

  const roleAction = (role: 'vendor' | 'admin') => {
    const holds = user.roles.includes(role)
    const copy = ROLE_COPY[role]
    return (
      <ConfirmAction
        key={role}
        trigger={
          <Button
            variant="outline"
            size="sm"
            // Starts with the visible words, so voice control finds the button by what it shows.
            aria-label={holds ? `Remove ${role} role from ${who}` : `Grant ${role} role to ${who}`}
          >
            {holds ? `Remove ${role}` : `Grant ${role}`}
          </Button>
        }
        title={holds ? `Remove the ${role} role from ${who}?` : `Make ${who} ${copy.title}?`}
        description={<p>{holds ? copy.removed : copy.granted}</p>}
        confirmLabel={holds ? 'Remove role' : 'Grant role'}
        pendingLabel="Saving..."
        destructive={holds}
        onConfirm={async () => {
          await changeRole.mutateAsync({ id: user.id, role, grant: !holds })
          toast.success(holds ? `${who} is no longer ${copy.title}` : `${who} is now ${copy.title}`)
        }}
      />
    )
  }

  return (
    <div className="flex flex-wrap gap-2">
      {roleAction('vendor')}
      {roleAction('admin')}
      {user.disabledAt ? (
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" aria-label={`Enable ${who}`}>
              Enable
            </Button>
          }
          title={`Enable ${who}?`}
          description={<p>They can sign in again.</p>}
          confirmLabel="Enable"
          pendingLabel="Enabling..."
          destructive={false}
          onConfirm={async () => {
            await enable.mutateAsync(user.id)
            toast.success(`${who} can sign in again`)
          }}
        />
      ) : (
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" aria-label={`Disable ${who}`}>
              Disable
            </Button>
          }
          title={`Disable ${who}?`}
          description={
            <p>
              All of their sessions end at once, on every device, and they cannot sign in until the
              account is enabled again.
            </p>
          }
          confirmLabel="Disable"
          pendingLabel="Disabling..."
          onConfirm={async () => {
            await disable.mutateAsync(user.id)
            toast.success(`${who} is disabled`)
          }}
        />
      )}
    </div>
  )
}
