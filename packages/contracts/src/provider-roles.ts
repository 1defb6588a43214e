import { z } from 'zod'

/** What a person may do in a provider's area: its owner, or staff the owner invited. */
export const PROVIDER_ROLES = ['owner', 'manager', 'instructor'] as const
export const providerRoleSchema = z.enum(PROVIDER_ROLES)
export type ProviderRole = z.infer<typeof providerRoleSchema>
