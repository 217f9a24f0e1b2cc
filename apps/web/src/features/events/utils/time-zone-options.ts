import { dateTimeFormat } from '../../../lib/intl.ts';
/**
 * The IANA time zones a browser knows, grouped by region for a select ("Europe", "America"...),
 * each labelled with its place and its current offset: "Rome (GMT+2)".
 */

export interface TimeZoneOption {
  value: string;
  label: string;
}

export interface TimeZoneGroup {
  region: string;
  options: TimeZoneOption[];
}

const fallbackZones = ['UTC', 'Europe/Rome', 'Europe/London', 'America/New_York'];

function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return fallbackZones;
  }
}

/** "GMT+2", "GMT-4", "GMT" now in a zone (offsets change with summer time). */
export function currentOffsetName(timeZone: string, now = new Date()): string {
  try {
    const parts = dateTimeFormat('en-GB', {
      timeZone,
      timeZoneName: 'shortOffset',
    }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires". */
export function placeOf(timeZone: string): string {
  const [, ...rest] = timeZone.split('/');
  return (rest.length > 0 ? rest : [timeZone]).join(' / ').replaceAll('_', ' ');
}

let cached: { key: string; groups: TimeZoneGroup[] } | null = null;

/**
 * Every known zone, plus `extra` ones (the viewer's or an event's, which may be aliases the list
 * leaves out, such as Europe/Kiev), grouped by region in alphabetical order.
 */
export function timeZoneGroups(extra: readonly string[] = []): TimeZoneGroup[] {
  const zones = [...new Set([...knownZones(), ...extra.filter(Boolean)])];
  const key = zones.join(',');
  if (cached?.key === key) return cached.groups;
  const byRegion = new Map<string, TimeZoneOption[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? zone) : 'UTC';
    const offset = currentOffsetName(zone);
    const option = { value: zone, label: offset ? `${placeOf(zone)} (${offset})` : placeOf(zone) };
    byRegion.set(region, [...(byRegion.get(region) ?? []), option]);
  }
  const groups = [...byRegion.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, options]) => ({
      region,
      options: options.sort((a, b) => a.label.localeCompare(b.label)),
    }));
  cached = { key, groups };
  return groups;
}
