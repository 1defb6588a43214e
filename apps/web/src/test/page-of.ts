/** A fake API answer for a paged list: every item on one page. */
export function pageOf<Item>(items: Item[]) {
  return { items, total: items.length, page: 1, pageCount: 1 }
}
