import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * The month view's calendar arithmetic, with date-fns: a month is named `YYYY-MM`, weeks start on
 * Monday (as in Italy and most of Europe), and days are the viewer's local days.
 */

export interface GridDay {
  /** `YYYY-MM-DD`, the key trainings are grouped by. */
  key: string;
  date: Date;
  inMonth: boolean;
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonthKey = (value: string | null): value is string =>
  value !== null && monthPattern.test(value);

export const monthKeyOf = (date: Date) => format(date, 'yyyy-MM');
export const dayKeyOf = (date: Date) => format(date, 'yyyy-MM-dd');

export const monthStart = (month: string) => parse(`${month}-01`, 'yyyy-MM-dd', new Date());

export const shiftMonth = (month: string, by: number) =>
  monthKeyOf(addMonths(monthStart(month), by));

/** The weeks the month's grid shows: Monday to Sunday, from the week of the 1st to the last's. */
export function monthWeeks(month: string): GridDay[][] {
  const first = monthStart(month);
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: 1 }),
  }).map((date) => ({ key: dayKeyOf(date), date, inMonth: isSameMonth(date, first) }));
  const weeks: GridDay[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/**
 * The period a month's schedule is asked for (server days are UTC): a day either side of the
 * month, so a training late at night in the viewer's zone is not missed; the view keeps only
 * the month's own days.
 */
export function monthRange(month: string): { from: string; to: string } {
  const first = monthStart(month);
  return {
    from: dayKeyOf(addDays(first, -1)),
    to: dayKeyOf(addDays(startOfMonth(addMonths(first, 1)), 1)),
  };
}

/** The trainings of each local day, in their order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKeyOf(new Date(item.startsAt));
    const list = byDay.get(key) ?? [];
    list.push(item);
    byDay.set(key, list);
  }
  return byDay;
}

/** Only the items whose local day is in the month. */
export const inMonth = <T extends { startsAt: string }>(items: readonly T[], month: string) =>
  items.filter((item) => monthKeyOf(new Date(item.startsAt)) === month);
