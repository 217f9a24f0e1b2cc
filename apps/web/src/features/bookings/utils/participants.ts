import type { NamedParticipant } from '@app/contracts/actions/booking';

export interface NamedRow {
  name: string;
  email: string;
}

/**
 * Who a booking is for, as a form holds it: a number, or named people (docs/product.md,
 * "Bookings": named people need no account). A request and a seat booking ask it the same way.
 */
export interface ParticipantsValue {
  mode: 'count' | 'named';
  /** The number field as typed. */
  count: string;
  rows: NamedRow[];
}

export const emptyNamedRow: NamedRow = { name: '', email: '' };

export const initialParticipants: ParticipantsValue = {
  mode: 'count',
  count: '1',
  rows: [emptyNamedRow],
};

/** The named people to send: rows with a name, trimmed; none while a number is given. */
export function namedParticipantsOf(value: ParticipantsValue): Required<NamedParticipant>[] {
  if (value.mode !== 'named') return [];
  return value.rows
    .filter((row) => row.name.trim() !== '')
    .map((row) => ({ name: row.name.trim(), email: row.email.trim() }));
}

/** How many people: the number typed, or the named rows filled in (NaN for a non-number). */
export function participantCountOf(value: ParticipantsValue): number {
  return value.mode === 'named' ? namedParticipantsOf(value).length : Number(value.count);
}
