import { PlaceholderPage } from '@/components/placeholder-page'

export function AdminUsersPage() {
  return <PlaceholderPage title="Users" note="Everyone with an account and the roles they hold." />
}
