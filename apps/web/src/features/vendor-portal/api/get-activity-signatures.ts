import { type SignatureList, signatureListSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** A page of the activity's signed waivers, newest first. */
export function getActivitySignatures(activityId: string, page: number): Promise<SignatureList> {
  return apiFetch(
    `/api/vendor/activities/${encodeURIComponent(activityId)}/signatures?page=${page}&limit=20`,
    { schema: signatureListSchema },
  )
}

export function activitySignaturesQueryOptions(activityId: string, page: number) {
  return queryOptions({
    queryKey: vendorKeys.signatures(activityId, page),
    queryFn: () => getActivitySignatures(activityId, page),
    placeholderData: keepPreviousData,
  })
}

export function useActivitySignatures(activityId: string, page: number) {
  return useQuery(activitySignaturesQueryOptions(activityId, page))
}

/** Where the browser downloads one signed waiver as a PDF. */
export const signedWaiverUrl = (signatureId: string) =>
  `/api/vendor/signatures/${encodeURIComponent(signatureId)}/waiver.pdf`
