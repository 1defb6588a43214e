import {
  type NotificationSettings,
  type NotificationSettingsResponse,
  notificationSettingsResponseSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { notificationSettingsKey } from './get-notification-settings'

export function updateNotificationSettings(
  input: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  return apiFetch('/api/account/notifications', {
    method: 'PUT',
    body: input,
    schema: notificationSettingsResponseSchema,
  })
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  })
}
