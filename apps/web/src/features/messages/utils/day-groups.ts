/** The calendar day of a moment where the reader is: `YYYY-MM-DD` in the browser's zone. */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export interface DayGroup<T> {
  /** `YYYY-MM-DD` of the reader's day. */
  day: string;
  items: T[];
}

/** Consecutive items of the same local day together, in the order given (oldest first). */
export function groupByDay<T extends { date: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.date);
    const day = Number.isNaN(date.getTime()) ? '' : localDayKey(date);
    const current = groups[groups.length - 1];
    if (current && current.day === day) current.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** How many days `day` lies before `today` (both `YYYY-MM-DD`): 0 today, 1 yesterday. */
export function daysBefore(day: string, today: string): number {
  const parse = (value: string) =>
    Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
  return Math.round((parse(today) - parse(day)) / 86_400_000);
}
