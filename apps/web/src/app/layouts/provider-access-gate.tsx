import type { ProviderRole } from '@afc/contracts'
import { ShieldAlert } from 'lucide-react'
import { Navigate, Outlet } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { useAuth } from '@/lib/auth-context'
import { providerRoleReaches } from './provider-access'

/** The page's words when a member of staff opens a page their role does not reach. */
export const PROVIDER_PAGE_REFUSED = 'Your role on this provider’s staff does not allow this.'

/**
 * Guards provider pages by role: the pages inside need at least `least`. A member of staff below
 * it reads why (or, with `instead`, is sent there: an instructor's home is Today, the door of
 * the sessions they teach).
 */
export function ProviderAccessGate({ least, instead }: { least: ProviderRole; instead?: string }) {
  const { session } = useAuth()
  if (providerRoleReaches(session?.providerRole, least)) return <Outlet />
  if (instead) return <Navigate to={instead} replace />
  return (
    <EmptyState
      icon={ShieldAlert}
      headingLevel="h1"
      title="Not available to your role"
      description={PROVIDER_PAGE_REFUSED}
    />
  )
}
