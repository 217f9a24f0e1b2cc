import type { Language } from '@app/contracts/locales';
import { heldSessions } from '@app/contracts/training-days';
import { formatDateTimeRange } from './format.ts';

/**
 * When a training runs: a course over several days as its sessions (contracts/training-days.ts),
 * "15 Dec 2026, 09:00 – 18:00 · 16 Dec 2026, 09:00 – 13:00"; anything else as one range.
 */
export function formatTrainingPeriod(
  training: {
    kind: 'topic' | 'event';
    startsAt: string;
    endsAt: string;
    sessions?: ReadonlyArray<{ startsAt: string; endsAt: string }>;
  },
  language: Language,
): string {
  const sessions =
    training.sessions && training.sessions.length > 0
      ? training.sessions
      : heldSessions({
          kind: training.kind,
          startsAt: new Date(training.startsAt),
          endsAt: new Date(training.endsAt),
          sessions: null,
        });
  return sessions
    .map((session) => formatDateTimeRange(session.startsAt, session.endsAt, language))
    .join(' · ');
}
