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

/** Stars of a rating, rounded to halves (1 to 5; 0 means no reviews yet). */
export function roundToHalf(average: number): number {
  return Math.round(average * 2) / 2;
}
