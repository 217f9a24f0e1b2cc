/** Calendar dates of invoices (YYYY-MM-DD) in the product's home zone (docs/product.md). */
const homeZone = 'Europe/Rome';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: homeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const todayOf = (now: Date) => dayFormat.format(now);

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
