import { apiFetch } from '@/lib/api-client'

export function removeFavorite(activityId: string): Promise<void> {
  return apiFetch(`/api/favorites/${encodeURIComponent(activityId)}`, { method: 'DELETE' })
}
