import { newsletterSubscriberPageSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export interface NewsletterQuery {
  q?: string
  page?: number
}

/** Every subscriber, whatever the search, as a file for a spreadsheet or mailing tool. */
export const NEWSLETTER_CSV_URL = '/api/admin/newsletter.csv'

export function getNewsletterSubscribers(query: NewsletterQuery) {
  return apiFetch(`/api/admin/newsletter${toQueryString({ ...query })}`, {
    schema: newsletterSubscriberPageSchema,
  })
}

export function newsletterSubscribersQueryOptions(query: NewsletterQuery) {
  return queryOptions({
    queryKey: adminKeys.newsletter(query),
    queryFn: () => getNewsletterSubscribers(query),
    placeholderData: keepPreviousData,
  })
}

export function useNewsletterSubscribers(query: NewsletterQuery) {
  return useQuery(newsletterSubscribersQueryOptions(query))
}
