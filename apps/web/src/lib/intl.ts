import { useSyncExternalStore } from 'react';

/**
 * Intl formatters, made once per locale and options and then reused: creating one costs far more
 * than formatting with it (locale data is resolved each time), and lists format hundreds of values
 * on every render. Use these instead of `new Intl.*` anywhere in the app.
 */

const cache = new Map<string, unknown>();

function cached<Formatter>(kind: string, args: unknown[], make: () => Formatter): Formatter {
  const key = `${kind}|${JSON.stringify(args)}`;
  let formatter = cache.get(key) as Formatter | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat =>
  cached('number', [locale, options], () => new Intl.NumberFormat(locale, options));

let renderTimeZone: string | undefined;

const isServer = typeof window === 'undefined';
/** The viewer's own IANA time zone (Europe/Rome), as the browser knows it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const noSubscription = () => () => undefined;

/**
 * The zone server-rendered pages write times in (decision 018): set once on the server, and in
 * the browser before it hydrates such a page, so that `useTimeZone` answers the same there while
 * the page is hydrated.
 */
export function setRenderTimeZone(zone: string): void {
  renderTimeZone = zone;
}

/**
 * The zone to show times in: the viewer's own, except while a server-rendered page is drawn on
 * the server or hydrated in the browser (the render zone); right after hydrating, React draws
 * again the components that asked, in the viewer's zone, and only them. Components pass it to
 * the formatters; a time written without it would read differently on the two sides.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(
    noSubscription,
    viewerTimeZone,
    () => renderTimeZone ?? viewerTimeZone(),
  );
}

export const dateTimeFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  // On the server, a time without a zone is written in the render zone, never the machine's.
  const effective =
    isServer && renderTimeZone !== undefined && options?.timeZone === undefined
      ? { ...options, timeZone: renderTimeZone }
      : options;
  return cached('date', [locale, effective], () => new Intl.DateTimeFormat(locale, effective));
};

export const relativeTimeFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached('relative', [locale, options], () => new Intl.RelativeTimeFormat(locale, options));

/**
 * A country's or region's name (ISO 3166-1 code) in the language, or null where Intl has none.
 * Needs no table: the shell names a location's country with it (lib/countries.ts is the pickers').
 */
export function regionName(code: string, language: string): string | null {
  try {
    const names = cached(
      'region',
      [language],
      () => new Intl.DisplayNames([language], { type: 'region' }),
    );
    const name = names.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}
