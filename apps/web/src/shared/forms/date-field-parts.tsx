import { useRef } from 'react';
import {
  parseDate,
  parseDateTime,
  parseTime,
  type CalendarDate,
  type CalendarDateTime,
  type Time,
} from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  TimeField,
} from 'react-aria-components';
import { CalendarIcon } from '../../components/ui/icons.tsx';
import type { DateFieldKind, DateFieldProps } from './date-field.tsx';

// The date field itself (React Aria's), loaded with the first page that shows one: date-field.tsx.

/**
 * React Aria adds a <style> of its own for the touch behaviour of what it makes pressable, unless
 * an element with its id is already there: the page's Content-Security-Policy refuses inline
 * styles, so the rule is in date-field.css and this marks it as present.
 */
const pressableStyleId = 'react-aria-pressable-style';
if (typeof document !== 'undefined' && !document.getElementById(pressableStyleId)) {
  const marker = document.createElement('meta');
  marker.id = pressableStyleId;
  document.head.append(marker);
}

type Parsed = CalendarDate | CalendarDateTime | Time;

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO text to React Aria's value; null for '' or text that is not a value of the kind. */
function parse(kind: DateFieldKind, text: string | undefined): Parsed | null {
  if (!text) return null;
  try {
    if (kind === 'time') return parseTime(text);
    if (kind === 'datetime') return parseDateTime(text);
    return parseDate(text);
  } catch {
    return null;
  }
}

/** React Aria's value back to the native input's text: no seconds, '' while incomplete. */
function format(kind: DateFieldKind, value: Parsed | null): string {
  if (!value) return '';
  const time = 'hour' in value ? `${pad(value.hour)}:${pad(value.minute)}` : '';
  if (kind === 'time') return time;
  // A year is written with four digits, also while it is being typed ("0002" after the first).
  const day =
    'year' in value
      ? `${String(value.year).padStart(4, '0')}-${pad(value.month)}-${pad(value.day)}`
      : '';
  return kind === 'datetime' ? `${day}T${time}` : day;
}

/** The parts (day, month, year, hours, minutes) in the locale's order, with what stands between. */
function Segments({ className, autofocus }: { className: string; autofocus?: boolean }) {
  return (
    <DateInput className={className} data-autofocus={autofocus || undefined}>
      {(segment) => <DateSegment segment={segment} className="date-field-segment" />}
    </DateInput>
  );
}

export default function DateFieldParts({
  kind = 'date',
  value,
  onChange,
  min,
  max,
  labelledBy,
  control,
  onBlur,
  onPicked,
  focusOnOpen,
  isDisabled,
  testId,
  locale,
}: DateFieldProps & { locale: string }) {
  const picked = useRef<string | null>(null);
  const shared = {
    id: control?.id,
    'aria-labelledby': labelledBy,
    'aria-describedby': control?.['aria-describedby'],
    isInvalid: control?.['aria-invalid'] ?? false,
    isRequired: Boolean(control?.['aria-required']),
    isDisabled,
    // In a dialog: the first part, once the field's code is here (the dialog's own first focus
    // may have come before it).
    autoFocus: focusOnOpen,
    // The form says what is wrong, in its own words, when it is sent.
    validationBehavior: 'aria' as const,
    hourCycle: 24 as const,
    shouldForceLeadingZeros: true,
    onBlur,
    'data-testid': testId,
  };
  const field =
    kind === 'time' ? (
      <TimeField
        {...shared}
        className="date-field"
        value={parse('time', value) as Time | null}
        minValue={parse('time', min) as Time | null}
        maxValue={parse('time', max) as Time | null}
        onChange={(next) => onChange(format('time', next))}
      >
        <Segments className="input date-field-group date-field-segments" autofocus={focusOnOpen} />
      </TimeField>
    ) : (
      <DatePicker
        {...shared}
        className="date-field"
        granularity={kind === 'datetime' ? 'minute' : 'day'}
        value={parse(kind, value) as CalendarDate | CalendarDateTime | null}
        minValue={parse(kind, min) as CalendarDate | CalendarDateTime | null}
        maxValue={parse(kind, max) as CalendarDate | CalendarDateTime | null}
        onChange={(next) => {
          picked.current = format(kind, next);
          onChange(picked.current);
        }}
        onOpenChange={(isOpen) => {
          // The day chosen in the calendar comes in the same event as its closing, before the
          // form has drawn it: said here with the value.
          if (!isOpen) onPicked?.(picked.current ?? value);
          picked.current = null;
        }}
      >
        <Group className="input date-field-group" data-autofocus={focusOnOpen || undefined}>
          <Segments className="date-field-segments" />
          <Button className="date-field-button">
            <CalendarIcon size={18} />
          </Button>
        </Group>
        <Popover className="date-field-popover" placement="bottom end">
          <Dialog className="date-field-dialog">
            <Calendar className="date-field-calendar">
              <header className="date-field-calendar-header">
                <Button slot="previous" className="date-field-month-button">
                  ‹
                </Button>
                <Heading className="date-field-month" />
                <Button slot="next" className="date-field-month-button">
                  ›
                </Button>
              </header>
              <CalendarGrid className="date-field-grid">
                {(date) => <CalendarCell date={date} className="date-field-day" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    );
  return <I18nProvider locale={locale}>{field}</I18nProvider>;
}
