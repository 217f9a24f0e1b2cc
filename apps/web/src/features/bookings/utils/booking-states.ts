export type BadgeTone = 'waiting' | 'good' | 'bad' | 'neutral';

/** The colour family of a state's badge: waiting for someone, went well, did not, over. */
export function badgeToneOf(state: string): BadgeTone {
  switch (state) {
    case 'awaiting_approval':
    case 'requested':
    case 'waitlisted':
    case 'offered':
      return 'waiting';
    case 'accepted':
    case 'booked':
    case 'completed':
    case 'attended':
      return 'good';
    case 'declined':
    case 'rejected':
    case 'no_show':
    case 'cancelled':
      return 'bad';
    default:
      return 'neutral';
  }
}

/** The transitions whose button asks for a reason first (the contract's `reason`). */
const reasonTransitions = new Set(['decline', 'cancel', 'reject']);

export function needsReason(transition: string): boolean {
  return reasonTransitions.has(transition);
}

/** Transitions that undo something for someone: asked before they fire. */
export function isDestructive(transition: string): boolean {
  return transition === 'decline' || transition === 'cancel' || transition === 'reject';
}

/**
 * The buttons of a row or a page, in a steady order (the positive answer first), from the
 * `actions` the server allows. Accept needs a date to be chosen, so it is offered only where the
 * dates are shown. Attendance is not among them: it is `recordattendance`, per person.
 */
export function buttonsOf(actions: readonly string[], options: { withAccept: boolean }): string[] {
  const order = ['accept', 'approve', 'take', 'decline', 'reject', 'cancel'];
  return order.filter(
    (action) => actions.includes(action) && (options.withAccept || action !== 'accept'),
  );
}
