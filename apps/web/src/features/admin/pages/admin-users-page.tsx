import { ROLES } from '@afc/contracts'
import { Users } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { useAuth } from '@/lib/auth-context'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminUsers } from '../api/get-admin-users'
import { FilterSelect } from '../components/filter-select'
import { ListPager } from '../components/list-pager'
import { SearchBox } from '../components/search-box'
import { TableSkeleton } from '../components/table-skeleton'
import { UsersTable } from '../components/users/users-table'
import { useListParams } from '../lib/use-list-params'

const ROLE_OPTIONS = [
  { value: 'customer', label: 'Customers' },
  { value: 'vendor', label: 'Vendors' },
  { value: 'admin', label: 'Admins' },
]

export function AdminUsersPage() {
  useDocumentTitle('Users')
  const { user } = useAuth()
  const list = useListParams(ROLES, { filterName: 'role' })
  const users = useAdminUsers({ q: list.q || undefined, role: list.filter, page: list.page })

  return (
    <div className="space-y-6">
      <PageHeader title="Users" subtitle="Accounts, their roles and their access" />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <SearchBox
          label="Search users"
          placeholder="Email or name"
          value={list.q}
          onSearch={list.setQ}
        />
        <FilterSelect
          label="Role"
          allLabel="All roles"
          options={ROLE_OPTIONS}
          value={list.filter}
          onChange={list.setFilter}
        />
      </div>
      {users.isPending && <TableSkeleton label="Loading users..." />}
      {users.isError && <QueryError error={users.error} what="the users" onRetry={users.refetch} />}
      {users.data?.items.length === 0 && (
        <EmptyState icon={Users} title="No users found" description="Try another search or role." />
      )}
      {users.data && users.data.items.length > 0 && (
        <>
          <UsersTable users={users.data.items} currentUserId={user?.id} />
          <ListPager
            page={users.data.page}
            pageCount={users.data.pageCount}
            total={users.data.total}
            noun={['user', 'users']}
            onPage={list.setPage}
          />
        </>
      )}
    </div>
  )
}
