import { useSearchParams } from 'react-router'

/**
 * A list's search text, filter and page, kept in the URL so a filtered view survives a reload
 * and can be shared. Changing the search or the filter goes back to page 1. `filterName` lets
 * two lists on one screen keep their filters apart.
 */
export function useListParams<Filter extends string>(
  filters: readonly Filter[],
  { filterName = 'status', pageName = 'page' } = {},
) {
  const [params, setParams] = useSearchParams()
  const filter = filters.find((name) => name === params.get(filterName))
  const pageNumber = Number(params.get(pageName))
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1
  const q = params.get('q') ?? ''

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value)
          else next.delete(name)
        }
        return next
      },
      { replace: true },
    )

  return {
    q,
    filter,
    page,
    setQ: (text: string) => update({ q: text.trim() || undefined, [pageName]: undefined }),
    /** Anything but a known filter (e.g. 'all') clears it. */
    setFilter: (name: string) =>
      update({
        [filterName]: filters.find((known) => known === name),
        [pageName]: undefined,
      }),
    setPage: (next: number) => update({ [pageName]: next > 1 ? String(next) : undefined }),
    /** Another filter kept in the URL by name (a date, an id); '' when not set. */
    param: (name: string) => params.get(name) ?? '',
    setParam: (name: string, value: string) =>
      update({ [name]: value.trim() || undefined, [pageName]: undefined }),
  }
}
