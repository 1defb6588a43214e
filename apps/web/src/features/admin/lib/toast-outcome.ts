import { toast } from 'sonner'
import { failureMessage } from '@/lib/problem-feedback'

/**
 * Toasts how a decision went. It awaits the promise rather than using mutate's callbacks:
 * those are dropped when the button unmounts, and a decision often removes its own button
 * (an approved activity leaves the queue, a featured one shows Unfeature instead).
 */
export async function toastOutcome<Result>(
  decision: Promise<Result>,
  success: string,
  fallbackFailure: string,
): Promise<Result | undefined> {
  try {
    const result = await decision
    toast.success(success)
    return result
  } catch (error) {
    toast.error('Not done', { description: failureMessage(error, fallbackFailure) })
    return undefined
  }
}
