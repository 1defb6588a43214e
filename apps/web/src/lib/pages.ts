/** The envelope every paged list of the API answers with. */
export type Page<Item> = { items: Item[]; total: number; page: number; pageCount: number }

/** The largest page the API gives; a list that must be whole is read in pages of this size. */
export const MAX_PAGE_SIZE = 100

/** Rows a "Load more" list asks for at a time. */
export const LIST_PAGE_SIZE = 50

/** For useInfiniteQuery: the page after `last`, or undefined once every page is loaded. */
export const nextPageParam = (last: Page<unknown>) =>
  last.page < last.pageCount ? last.page + 1 : undefined

/** The items of every loaded page, in order. */
export const loadedItems = <Item>(data: { pages: Page<Item>[] } | undefined) =>
  data?.pages.flatMap((page) => page.items)

/**
 * Every page of a short list (a family's children, a provider's activities), for screens that
 * must offer all of them, e.g. in a picker.
 */
export async function fetchAllPages<Item>(
  fetchPage: (page: number, limit: number) => Promise<Page<Item>>,
): Promise<Item[]> {
  const first = await fetchPage(1, MAX_PAGE_SIZE)
  const items = [...first.items]
  for (let page = 2; page <= first.pageCount; page++) {
    items.push(...(await fetchPage(page, MAX_PAGE_SIZE)).items)
  }
  return items
}
