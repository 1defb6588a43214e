import { apiFetch } from '@/lib/api-client'

export function addFavorite(activityId: string): Promise<void> {
  return apiFetch(`/api/favorites/${encodeURIComponent(activityId)}`, { method: 'PUT' })
}
