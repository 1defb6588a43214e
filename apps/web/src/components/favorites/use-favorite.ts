import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useAuth } from '@/lib/auth-context'
import { failureMessage } from '@/lib/problem-feedback'
import { addFavorite } from './api/add-favorite'
import { favoriteIdsQueryKey, useFavoriteIds } from './api/get-favorite-ids'
import { removeFavorite } from './api/remove-favorite'
import { setVisitorFavorite, useVisitorFavoriteIds } from './visitor-favorites'

function announce(favorite: boolean) {
  toast.success(favorite ? 'Added to favorites' : 'Removed from favorites')
}

/**
 * Whether an activity is a favourite, and the toggle: saved to the account when signed in,
 * in this browser for a visitor.
 */
export function useFavorite(activityId: string) {
  const { user, isLoading } = useAuth()
  const userId = user?.id ?? null
  const queryClient = useQueryClient()
  const accountFavorites = useFavoriteIds(userId)
  const visitorFavorites = useVisitorFavoriteIds()

  const save = useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? addFavorite(activityId) : removeFavorite(activityId),
    // The heart answers at once; the server's answer confirms or undoes it.
    onMutate: async (favorite) => {
      if (!userId) return undefined
      const queryKey = favoriteIdsQueryKey(userId)
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<string[]>(queryKey)
      const others = (previous ?? []).filter((id) => id !== activityId)
      queryClient.setQueryData(queryKey, favorite ? [activityId, ...others] : others)
      return { previous }
    },
    onSuccess: (_, favorite) => announce(favorite),
    onError: (error, __, context) => {
      if (userId) queryClient.setQueryData(favoriteIdsQueryKey(userId), context?.previous)
      // The server's reason (such as the ceiling of kept favourites) says what to do next.
      toast.error('Error', {
        description: failureMessage(error, "We couldn't update your favorites. Please try again."),
      })
    },
    onSettled: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: favoriteIdsQueryKey(userId) })
    },
  })

  const isFavorite = userId
    ? (accountFavorites.data?.includes(activityId) ?? false)
    : visitorFavorites.includes(activityId)

  function toggle() {
    const favorite = !isFavorite
    if (userId) {
      save.mutate(favorite)
      return
    }
    setVisitorFavorite(activityId, favorite)
    announce(favorite)
  }

  // Until the session is known, a click could land in the wrong place (browser or account).
  return { isFavorite, toggle, isReady: !isLoading }
}
