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

export const dateTimeFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat =>
  cached('date', [locale, options], () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached('relative', [locale, options], () => new Intl.RelativeTimeFormat(locale, options));
