import type { AdminUser } from '@afc/contracts'
import { Link } from 'react-router'
import { RoleBadge } from '@/components/role-badge'
import { Badge } from '@/components/ui/badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatDay } from '../../lib/format'
import { UserActions } from './user-actions'

interface UsersTableProps {
  users: AdminUser[]
  /** The signed-in admin, marked as 'You'. */
  currentUserId: string | undefined
}

export function UsersTable({ users, currentUserId }: UsersTableProps) {
  return (
    <div className="rounded-xl border bg-card">
      <Table className="min-w-[60rem]">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Roles</TableHead>
            <TableHead>Registered</TableHead>
            <TableHead>Access</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell>
                <span className="font-medium">
                  {`${user.firstName} ${user.lastName}`.trim() || '—'}
                </span>
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
              </TableCell>
              <TableCell>
                <ul className="flex flex-wrap gap-1" aria-label={`Roles of ${user.email}`}>
                  {user.roles.map((role) => (
                    <li key={role}>
                      <RoleBadge role={role} />
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDay(user.registeredAt)}</TableCell>
              <TableCell>
                {user.disabledAt ? (
                  <Badge variant="outline" className="border-red-300 bg-red-50 text-red-900">
                    Disabled
                  </Badge>
                ) : (
                  <Badge
                    variant="outline"
                    className="border-emerald-300 bg-emerald-50 text-emerald-900"
                  >
                    Active
                  </Badge>
                )}
              </TableCell>
              <TableCell>
                <UserActions user={user} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
