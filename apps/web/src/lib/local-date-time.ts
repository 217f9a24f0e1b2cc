/**
 * Values of `datetime-local` and `date` inputs, which speak the viewer's zone, and the instants
 * and calendar dates the server wants.
 */

/** Two digits, for the value of a `datetime-local` input. */
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` value in the viewer's zone (YYYY-MM-DDTHH:mm). */
export function localInputOf(date: Date): string {
  return `${localDateOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The calendar day of a moment in the viewer's zone, as a `date` input's value (YYYY-MM-DD). */
export function localDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day `days` after the one a moment falls on, in the viewer's zone. */
export function localDateAfter(date: Date, days: number): string {
  const later = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return localDateOf(later);
}

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / (24 * 60 * 60 * 1000));
}

/**
 * The earliest start a request may propose: a day and an hour from now (the server wants a day
 * ahead; the hour leaves time to fill in the form), on the next full hour.
 */
export function earliestStartInput(now: Date): string {
  const earliest = new Date(now.getTime() + 25 * 60 * 60 * 1000);
  earliest.setMinutes(0, 0, 0);
  return localInputOf(earliest);
}

/** A `datetime-local` value (the viewer's zone) as an ISO instant for the server. */
export function instantOfLocalInput(value: string): string {
  return new Date(value).toISOString();
}

/**
 * The latest day a payment of a document issued on `issueDate` may be recorded on now: today in
 * the viewer's zone, or the document's own date where the viewer's day is still the one before
 * (documents are dated in Italian time).
 */
export function latestPaymentDay(issueDate: string, now = new Date()): string {
  const today = localDateOf(now);
  return today < issueDate ? issueDate : today;
}
