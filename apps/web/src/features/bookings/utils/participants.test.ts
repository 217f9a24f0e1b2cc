import { describe, expect, it } from 'vitest';
import {
  initialParticipants,
  namedParticipantsOf,
  participantCountOf,
  type ParticipantsValue,
} from './participants.ts';

describe('participants of a booking form', () => {
  it('counts the number typed while a number is given, and sends no names', () => {
    const value: ParticipantsValue = {
      ...initialParticipants,
      count: '4',
      rows: [{ name: 'Anna', email: '' }],
    };
    expect(participantCountOf(value)).toBe(4);
    expect(namedParticipantsOf(value)).toEqual([]);
  });

  it('counts and sends the named rows with a name, trimmed', () => {
    const value: ParticipantsValue = {
      mode: 'named',
      count: '9',
      rows: [
        { name: ' Anna Neri ', email: ' anna@example.com ' },
        { name: '  ', email: 'nobody@example.com' },
        { name: 'Luca', email: '' },
      ],
    };
    expect(participantCountOf(value)).toBe(2);
    expect(namedParticipantsOf(value)).toEqual([
      { name: 'Anna Neri', email: 'anna@example.com' },
      { name: 'Luca', email: '' },
    ]);
  });
});
