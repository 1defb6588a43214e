import { platformCodeListSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export function getPlatformCodes(page: number) {
  return apiFetch(`/api/admin/promo-codes${toQueryString({ page })}`, {
    schema: platformCodeListSchema,
  })
}

export function platformCodesQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.platformCodes(page),
    queryFn: () => getPlatformCodes(page),
    placeholderData: keepPreviousData,
  })
}

export function usePlatformCodes(page: number) {
  return useQuery(platformCodesQueryOptions(page))
}
