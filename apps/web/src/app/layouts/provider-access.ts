import type { ProviderRole } from '@afc/contracts'

const RANK: Record<ProviderRole, number> = { instructor: 0, manager: 1, owner: 2 }

/**
 * Whether the caller's role in the provider area reaches what a page needs, the same ladder the
 * server's access map climbs (instructor < manager < owner). The server refuses regardless; this
 * only keeps links and pages a role cannot use out of sight.
 */
export function providerRoleReaches(role: ProviderRole | null | undefined, least: ProviderRole) {
  return RANK[role ?? 'owner'] >= RANK[least]
}
