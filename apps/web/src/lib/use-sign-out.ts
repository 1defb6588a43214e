import { useCallback } from 'react'
import { useNavigate } from 'react-router'

/**
 * The one place the app signs a user out. Until sessions exist it only leaves for the home
 * page; the auth issue adds the server call here so every Sign Out button follows.
 */
export function useSignOut() {
  const navigate = useNavigate()
  return useCallback(async () => {
    await navigate('/', { replace: true })
  }, [navigate])
}
