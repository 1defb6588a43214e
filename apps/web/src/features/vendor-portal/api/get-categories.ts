import { type Category, categorySchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

const categoryListSchema = z.object({ items: z.array(categorySchema) })

/** The topical categories an activity can be listed under. */
export async function getCategories(): Promise<Category[]> {
  const { items } = await apiFetch('/api/categories', { schema: categoryListSchema })
  return items
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: ['categories'], queryFn: getCategories })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
