import { uploadResponseSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { useAuth } from '@/lib/auth-context'

/** Uploads the avatar; the server re-encodes it, stores it on the profile and answers its URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  const { url } = await apiFetch('/api/account/avatar', {
    method: 'POST',
    body,
    schema: uploadResponseSchema,
  })
  return url
}

export function useUploadAvatar() {
  const { refreshProfile } = useAuth()
  return useMutation({ mutationFn: uploadAvatar, onSuccess: () => refreshProfile() })
}
