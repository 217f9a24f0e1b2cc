import { describe, expect, it } from 'vitest';
import { bookingStateGroups, bookingStates } from '@app/contracts/states';
import { badgeToneOf, buttonsOf, isDestructive, needsReason } from './booking-states.ts';

describe('booking state badges and buttons', () => {
  it('gives every state a tone, and puts it in exactly one of the list’s filter groups', () => {
    const grouped = Object.values(bookingStateGroups).flat();
    expect([...grouped].sort()).toEqual([...bookingStates].sort());
    expect(badgeToneOf('requested')).toBe('waiting');
    expect(badgeToneOf('offered')).toBe('waiting');
    expect(badgeToneOf('accepted')).toBe('good');
    expect(badgeToneOf('cancelled')).toBe('bad');
    expect(badgeToneOf('rejected')).toBe('bad');
    expect(badgeToneOf('expired')).toBe('neutral');
  });

  it('asks a reason before declining, cancelling or rejecting only', () => {
    expect(needsReason('decline')).toBe(true);
    expect(needsReason('cancel')).toBe(true);
    expect(needsReason('reject')).toBe(true);
    expect(needsReason('approve')).toBe(false);
    expect(needsReason('accept')).toBe(false);
    expect(needsReason('take')).toBe(false);
    expect(isDestructive('cancel')).toBe(true);
    expect(isDestructive('approve')).toBe(false);
  });

  it('shows the allowed buttons in a steady order, positive first', () => {
    expect(buttonsOf(['cancel', 'decline', 'accept'], { withAccept: true })).toEqual([
      'accept',
      'decline',
      'cancel',
    ]);
    expect(buttonsOf(['cancel', 'take'], { withAccept: false })).toEqual(['take', 'cancel']);
    expect(buttonsOf(['cancel', 'reject', 'approve'], { withAccept: false })).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
  });

  it('leaves out what the place cannot do', () => {
    expect(buttonsOf(['accept', 'decline'], { withAccept: false })).toEqual(['decline']);
    expect(buttonsOf([], { withAccept: true })).toEqual([]);
  });
});
