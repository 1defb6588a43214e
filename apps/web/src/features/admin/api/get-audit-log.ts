import { type AdminAction, auditLogPageSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export interface AuditLogQuery {
  adminId?: string
  action?: AdminAction
  page?: number
}

export function getAuditLog(query: AuditLogQuery) {
  return apiFetch(`/api/admin/audit-log${toQueryString({ ...query })}`, {
    schema: auditLogPageSchema,
  })
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: adminKeys.auditLog(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query))
}
