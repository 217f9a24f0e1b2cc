/**
 * Catalogue limits and small rules without zod: catalogue.ts builds its schemas on them, and the
 * browser's first load reads them without the schemas (issue 14).
 */
export const catalogueLimits = {
  titleMin: 5,
  titleMax: 120,
  descriptionMax: 20_000,
  requirementDescriptionMax: 5_000,
  outcomeMax: 200,
  outcomesMax: 12,
  audienceMax: 500,
  locationMax: 120,
  durationHoursMax: 1_000,
  /** 1 000 000.00 in minor units. */
  priceMinorMax: 100_000_000,
  participantsMax: 10_000,
  capacityMax: 100_000,
  imagesMax: 6,
  /** Every list is paged; no request gets more than this many rows. */
  pageSizeMax: 50,
  pageSizeDefault: 20,
  searchTextMax: 100,
} as const;

/** Favourites paging: a previous limit of 20 or more appends the next page (docs/product.md). */
export const favouritesAppendThreshold = 20;

/**
 * A listing page's main picture as the browser may choose it: the 480 px card or the 1200 px
 * picture, for a column of 800 px, or the screen's width below 960 px. The page's <img> and the
 * server's preload of it (apps/server/src/modules/pages) say the same, so it is fetched once.
 */
export const galleryImageSizes = '(max-width: 960px) 100vw, 800px';
export const galleryImageSrcSet = (image: { card: string; large: string }): string =>
  `${image.card} 480w, ${image.large} 1200w`;

/** Stars of a rating, rounded to halves (1 to 5; 0 means no reviews yet). */
export function roundToHalf(average: number): number {
  return Math.round(average * 2) / 2;
}
