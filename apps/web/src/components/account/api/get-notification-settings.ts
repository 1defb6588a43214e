import {
  type NotificationSettingsResponse,
  notificationSettingsResponseSchema,
} from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export const notificationSettingsKey = ['notification-settings'] as const

export function getNotificationSettings(
  signal?: AbortSignal,
): Promise<NotificationSettingsResponse> {
  return apiFetch('/api/account/notifications', {
    schema: notificationSettingsResponseSchema,
    signal,
  })
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  })
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions())
}
