import { favouritesAppendThreshold } from '@app/contracts/catalogue-rules';

/**
 * The product's favourites paging rule (docs/product.md): when the previous request's limit was 20 or more the
 * new results are appended to the list, otherwise they replace it. Appending skips topics already
 * shown (a favourite added meanwhile shifts the pages).
 */
export function mergeFavouritePage<Item extends { id: number }>(
  shown: readonly Item[],
  incoming: readonly Item[],
  previousLimit: number,
): Item[] {
  if (previousLimit < favouritesAppendThreshold) return [...incoming];
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...incoming.filter((item) => !seen.has(item.id))];
}

/** Where the next page starts: after what is shown when appending, else after the last page. */
export function nextFavouriteStart(shownCount: number, lastStart: number, limit: number): number {
  return limit >= favouritesAppendThreshold ? shownCount : lastStart + limit;
}
