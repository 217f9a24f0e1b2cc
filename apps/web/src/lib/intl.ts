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

/**
 * The zone that times without one of their own are shown in. Unset, it is the viewer's (the
 * runtime's default). The server renders public pages in the product's home zone, and the browser
 * hydrates them in that same zone before it shows the viewer's own (main.tsx): the first render
 * in the browser must read exactly as the server's did.
 */
export function setRenderTimeZone(zone: string | undefined): void {
  renderTimeZone = zone;
}

/** The zone times are shown in now: the render zone while one is set, else the viewer's own. */
export function shownTimeZone(): string {
  return renderTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export const dateTimeFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  const effective =
    renderTimeZone !== undefined && options?.timeZone === undefined
      ? { ...options, timeZone: renderTimeZone }
      : options;
  return cached('date', [locale, effective], () => new Intl.DateTimeFormat(locale, effective));
};

export const relativeTimeFormat = (
  locale: Intl.LocalesArgument,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached('relative', [locale, options], () => new Intl.RelativeTimeFormat(locale, options));
