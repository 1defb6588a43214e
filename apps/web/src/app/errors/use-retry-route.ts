import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'

/**
 * Renders the failed route again. The router only clears a render error when the location
 * changes, so this navigates to the same URL afresh (re-running its data loading); failed
 * queries are reset first so they refetch instead of rethrowing their old error.
 */
export function useRetryRoute() {
  const location = useLocation()
  const navigate = useNavigate()
  const queryErrors = useQueryErrorResetBoundary()

  return () => {
    queryErrors.reset()
    void navigate(location, { replace: true, state: location.state })
  }
}
