import type { favoritesResponseSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

type FavoritesResponse = z.infer<typeof favoritesResponseSchema>

export function favoriteIdsQueryKey(userId: string) {
  return ['favorites', userId] as const
}

/** The signed-in user's favourite activity ids. Not parsed with zod: cards on the home page use it. */
export async function getFavoriteIds(): Promise<string[]> {
  const { activityIds } = await apiFetch<FavoritesResponse>('/api/favorites')
  return activityIds
}

export function favoriteIdsQueryOptions(userId: string) {
  return queryOptions({ queryKey: favoriteIdsQueryKey(userId), queryFn: getFavoriteIds })
}

/** Favourites of the signed-in user; idle for a visitor, whose favourites stay in this browser. */
export function useFavoriteIds(userId: string | null) {
  return useQuery({ ...favoriteIdsQueryOptions(userId ?? ''), enabled: userId !== null })
}
