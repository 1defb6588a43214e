import type { ContactMessageInput } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** Sends the contact form to the team; resolves with the server's confirmation sentence. */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const { message } = await apiFetch<{ message: string }>('/api/contact', {
    method: 'POST',
    body: input,
  })
  return message
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
