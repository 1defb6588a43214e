import type { AdminUser } from '@afc/contracts'
import { Link } from 'react-router'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { RoleBadge } from '@/components/role-badge'
import { Badge } from '@/components/ui/badge'
import { formatDay } from '../../lib/format'
import { UserActions } from './user-actions'

interface UsersTableProps {
  users: AdminUser[]
  /** The signed-in admin, marked as 'You'. */
  currentUserId: string | undefined
}

export function UsersTable({ users, currentUserId }: UsersTableProps) {
  const columns: TableColumn<AdminUser>[] = [
    {
      header: 'Name',
      cell: (user) => (
        <>
          <span className="font-medium">{`${user.firstName} ${user.lastName}`.trim() || '—'}</span>
          {user.id === currentUserId && (
            <Badge variant="secondary" className="ml-2">
              You
            </Badge>
          )}
          <span className="block break-all text-muted-foreground text-xs">{user.email}</span>
          {user.vendor && (
            <Link
              to={`/admin/vendors/${user.vendor.id}`}
              className="block text-primary text-xs hover:underline"
            >
              {user.vendor.businessName}
            </Link>
          )}
        </>
      ),
    },
    {
      header: 'Roles',
      cell: (user) => (
        <ul className="flex flex-wrap gap-1" aria-label={`Roles of ${user.email}`}>
          {user.roles.map((role) => (
            <li key={role}>
              <RoleBadge role={role} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Registered',
      className: 'whitespace-nowrap',
      cell: (user) => formatDay(user.registeredAt),
    },
    {
      header: 'Access',
      cell: (user) =>
        user.disabledAt ? (
          <Badge variant="outline" className="border-red-300 bg-red-50 text-red-900">
            Disabled
          </Badge>
        ) : (
          <Badge variant="outline" className="border-emerald-300 bg-emerald-50 text-emerald-900">
            Active
          </Badge>
        ),
    },
    { header: 'Actions', wide: true, cell: (user) => <UserActions user={user} /> },
  ]
  return (
    <ResponsiveTable
      label="Users"
      rows={users}
      columns={columns}
      rowKey={(user) => user.id}
      minWidth="min-w-[60rem]"
    />
  )
}
