/** Two digits, for the value of a `datetime-local` input. */
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` value in the viewer's zone (YYYY-MM-DDTHH:mm). */
export function localInputOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
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
