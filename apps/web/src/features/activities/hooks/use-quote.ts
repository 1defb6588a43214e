import type { BookingQuote } from '@afc/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { quoteKeys } from '@/lib/catalog-query-keys'
import { useSettledValue } from './use-settled-value'

/** How long the choice must rest before the server is asked for its price. */
const CHOICE_PAUSE_MS = 250

/** What a quote hook gives a dialog. */
export interface QuoteState<Request> {
  /** The last quote answered: of the choice as it is unless `updating`. */
  quote: BookingQuote | undefined
  /** The request `quote` answers, to tell which code it was priced with. */
  askedWith: Request | undefined
  /** A newer choice is being priced; `quote` is the previous one meanwhile. */
  updating: boolean
  /** Why the choice as it is could not be priced. */
  error: Error | null
}

/**
 * The server's quote of what the family has chosen, asked once the choice rests (null: nothing
 * chosen yet, so nothing to price). While a new choice is priced the previous quote stays on
 * screen, marked `updating`.
 */
export function useQuote<Request>(options: {
  /** Names the call and what it prices: ['booking'] or ['term', termId]. */
  key: readonly string[]
  request: Request | null
  fetchQuote: (request: Request, signal: AbortSignal) => Promise<BookingQuote>
}): QuoteState<Request> {
  const { key, request, fetchQuote } = options
  const asked = useSettledValue(request, CHOICE_PAUSE_MS)
  const query = useQuery({
    queryKey: quoteKeys.of(key, asked),
    queryFn: async ({ signal }) => {
      const ask = asked as Request
      return { askedWith: ask, quote: await fetchQuote(ask, signal) }
    },
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    // A price is of the moment it is asked (an early bird ends, a code's last use goes).
    staleTime: 0,
  })
  if (request === null) {
    return { quote: undefined, askedWith: undefined, updating: false, error: null }
  }
  const settled = JSON.stringify(asked) === JSON.stringify(request)
  return {
    quote: query.data?.quote,
    askedWith: query.data?.askedWith,
    updating: !settled || query.isFetching,
    error: settled && query.isError ? query.error : null,
  }
}
