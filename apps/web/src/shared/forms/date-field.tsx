import { lazy, Suspense, useSyncExternalStore } from 'react';
import { intlLocaleOf } from '@app/contracts/locales';
import { useLanguage } from '../../hooks/use-language.ts';
import type { ControlProps } from './form-field.tsx';
import './date-field.css';

/**
 * A day, a time or both, written and shown in the page's language ("15/12/2026", "15.12.2026",
 * 24-hour times) whatever the browser's own language is, with a calendar to pick the day from.
 * Its value is the text a native input gives ("2026-12-15", "09:00", "2026-12-15T09:00"), or ''
 * while it is empty or not yet complete, so forms and the contract keep reading ISO text.
 *
 * React Aria's fields: each part (day, month, year, hours, minutes) is a spin button that takes
 * digits and arrow keys, is named to screen readers, and moves on to the next part when full.
 * They are a chunk of their own, loaded when a page first shows a date field, so the pages that
 * only open a form on request (a topic's booking request) do not load them at start; and they are
 * drawn in the browser only (a server-rendered page has the empty box until it is hydrated), as
 * their inline styles would be refused by the page's Content-Security-Policy in the server's HTML.
 */
export type DateFieldKind = 'date' | 'time' | 'datetime';

export interface DateFieldProps {
  kind?: DateFieldKind;
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest values, as ISO text of the same kind: days outside are not offered. */
  min?: string;
  max?: string;
  /** What names the field: a `FormField` with `labelKind="text"` gives `{id}-label`. */
  labelledBy: string;
  /** The field's `FormField` control: its id, hint and problem, and whether it is required. */
  control?: Partial<ControlProps>;
  /** Where the form applies a value on its own (search filters): when the field is left… */
  onBlur?: () => void;
  /** …and when the calendar closes, with the value then (a day picked from it, or as it was). */
  onPicked?: (value: string) => void;
  /** Focused when the dialog it sits in opens (its first part). */
  focusOnOpen?: boolean;
  isDisabled?: boolean;
  testId?: string;
}

const DateFieldParts = lazy(() => import('./date-field-parts.tsx'));

const noSubscription = () => () => undefined;

export function DateField(props: DateFieldProps) {
  // The parts are given the page's locale rather than asking for it, so that the language hook
  // stays in the chunk the home page loads instead of becoming a chunk of its own.
  const locale = intlLocaleOf[useLanguage()];
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const box = <div className="input date-field-loading" aria-busy="true" />;
  if (!inBrowser) return box;
  return (
    <Suspense fallback={box}>
      <DateFieldParts {...props} locale={locale} />
    </Suspense>
  );
}
