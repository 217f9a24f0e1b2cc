import type { z } from 'zod';

/**
 * The whole state of a search page lives in its query string (`?topic=&category=&page=`), so a
 * reload, a shared link and back/forward all give the same results. These helpers read it into an
 * action's input (dropping whatever the contract would refuse, so a mangled link still shows
 * results) and write changes back.
 */

/** The non-empty, trimmed values of the named parameters. */
export function readParams<Name extends string>(
  params: URLSearchParams,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/**
 * The values parsed by the action's request schema; a value the schema refuses is left out (and
 * the rest parsed again), never sent to fail the whole request.
 */
export function toActionInput<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, string>,
): z.output<Schema> {
  let remaining = { ...values };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const parsed = schema.safeParse(remaining);
    if (parsed.success) return parsed.data;
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const next = Object.fromEntries(
      Object.entries(remaining).filter(([name]) => !refused.has(name)),
    );
    // An object-level refusal (from after to) names a field; without one, give up on all.
    remaining = Object.keys(next).length === Object.keys(remaining).length ? {} : next;
  }
  return schema.parse({});
}

/**
 * The query string after `changes` (undefined or '' removes a parameter). Any change of the
 * search itself starts again from page 1, unless the change is the page.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value.trim() === '') next.delete(name);
    else next.set(name, value.trim());
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The query string without the given filters (the text and the page stay unless named). */
export function withoutParams(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  return withChanges(params, Object.fromEntries(names.map((name) => [name, undefined])));
}

/** An amount in minor units as a person would type it back: 1250 → "12.50", 1200 → "12". */
export function amountText(minor: number | undefined): string {
  if (minor === undefined) return '';
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
