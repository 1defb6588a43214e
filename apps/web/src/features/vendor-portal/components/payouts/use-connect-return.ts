import { useEffect, useRef, useState } from 'react'
import { failureMessage } from '@/lib/problem-feedback'
import { useRefreshPaymentAccount } from '../../api/refresh-payment-account'

const RETURN_NOTICES = {
  connected: 'Payments connected. Families can now book and pay for your paid activities.',
  notYet: "Your payment account isn't ready yet. Choose Finish connecting to add what's missing.",
  retry: 'That link expired. Choose Finish connecting to pick up where you left off.',
}

/**
 * The provider came back from connecting (`done`) or from a link that expired (`retry`): asks
 * how the account stands once, and says what it found. The query parameter is then dropped so a
 * reload does not ask again.
 */
export function useConnectReturn(connectReturn: string | null, forget: () => void) {
  const refresh = useRefreshPaymentAccount()
  const [notice, setNotice] = useState<string>()
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current || !connectReturn) return
    handled.current = true
    if (connectReturn === 'retry') {
      setNotice(RETURN_NOTICES.retry)
      forget()
      return
    }
    if (connectReturn !== 'done') return forget()
    setNotice('Checking your payment account...')
    refresh.mutate(undefined, {
      onSuccess: (connection) =>
        setNotice(
          connection.paymentAccountStatus === 'connected'
            ? RETURN_NOTICES.connected
            : RETURN_NOTICES.notYet,
        ),
      onError: (error) =>
        setNotice(failureMessage(error, 'Could not check your payment account. Please reload.')),
      onSettled: forget,
    })
  }, [connectReturn, forget, refresh])

  return notice
}
