import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useTimeZone } from '../../../lib/intl.ts';
import { describeEventTimes } from '../utils/event-times.ts';

interface EventWhenProps {
  event: { startsAt: string; endsAt: string; timeZone: string };
  /** Also say which zone the viewer's times are in. */
  showZone?: boolean;
}

/** The range in the viewer's zone, with the organiser's times when they read differently. */
export function EventWhen({ event, showZone = true }: EventWhenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const times = describeEventTimes(event, language, useTimeZone());
  return (
    <div className="event-when-text">
      <time dateTime={event.startsAt} className="event-when-range" data-testid="event-when">
        {times.range}
      </time>
      {showZone && times.zoneName ? (
        <span className="event-when-zone">
          {t('events.time.yourZone', { zone: times.zoneName })}
        </span>
      ) : null}
      {times.organiser ? (
        <span className="event-when-organiser" data-testid="event-when-organiser">
          {t('events.time.organiser', {
            range: times.organiser.range,
            zone: times.organiser.zoneName,
            timeZone: times.organiser.timeZone,
          })}
        </span>
      ) : null}
    </div>
  );
}
