import type { Language } from '@app/contracts/locales';
import { formatEventRange, timeZoneName } from '../../../lib/event-time.ts';

export interface EventTimes {
  /** The range in the viewer's own time zone, and that zone's short name ("CEST"). */
  range: string;
  zoneName: string;
  /** The range where the organiser set it, when it reads differently from the viewer's. */
  organiser: { range: string; zoneName: string; timeZone: string } | null;
}

/**
 * An event's times for a viewer: in their own zone (the browser's, or `viewerZone`), and in the
 * organiser's zone too when the clock times differ ("9:00–17:00 CET (Europe/Rome)").
 */
export function describeEventTimes(
  event: { startsAt: string; endsAt: string; timeZone: string },
  language: Language,
  viewerZone?: string,
): EventTimes {
  const range = formatEventRange(event.startsAt, event.endsAt, language, viewerZone);
  const zoneName = timeZoneName(event.startsAt, language, viewerZone);
  let organiserRange = '';
  let organiserZoneName = '';
  try {
    organiserRange = formatEventRange(event.startsAt, event.endsAt, language, event.timeZone);
    organiserZoneName = timeZoneName(event.startsAt, language, event.timeZone);
  } catch {
    // A zone this browser does not know: the viewer's times alone still say everything.
  }
  const differs = organiserRange !== '' && organiserRange !== range;
  return {
    range,
    zoneName,
    organiser: differs
      ? { range: organiserRange, zoneName: organiserZoneName, timeZone: event.timeZone }
      : null,
  };
}
