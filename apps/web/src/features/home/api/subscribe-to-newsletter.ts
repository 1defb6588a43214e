import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** Subscribes an email address; resolves with the server's confirmation sentence. */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const { message } = await apiFetch<{ message: string }>('/api/newsletter', {
    method: 'POST',
    body: { email },
  })
  return message
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter })
}
