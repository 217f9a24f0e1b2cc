import type { BusinessErrorCode } from './errors.ts';

/**
 * Named states: a record's state is one word of a fixed list, and it changes only through a named
 * transition that says from which states it may fire, to which state it leads and which of the
 * record's roles may fire it. The server fires transitions as a compare-and-swap on the current
 * state and records each (apps/server/src/shared/state-machine.ts); the web app asks the same
 * definition which buttons to show. Listing publication and requirements use it now; bookings,
 * quotes, purchase orders and invoices define their machines the same way.
 */

export interface Transition<State extends string, Role extends string> {
  from: readonly State[];
  to: State;
  /** The roles of the record (owner, provider, buyer, system...) that may fire it. */
  by: readonly Role[];
  /** The error code answered to an actor without one of those roles (default: forbidden). */
  refusedWith?: BusinessErrorCode;
}

export interface StateMachine<
  State extends string = string,
  Name extends string = string,
  Role extends string = string,
> {
  /** Names the machine in the transition history. */
  name: string;
  states: readonly State[];
  initial: State;
  roles: readonly Role[];
  transitions: Readonly<Record<Name, Transition<State, Role>>>;
}

export function defineMachine<
  const State extends string,
  const Name extends string,
  const Role extends string,
>(machine: StateMachine<State, Name, Role>): StateMachine<State, Name, Role> {
  for (const [name, transition] of Object.entries<Transition<State, Role>>(machine.transitions)) {
    const known = [...transition.from, transition.to].every((state) =>
      machine.states.includes(state),
    );
    if (!known) throw new Error(`${machine.name}.${name} names a state the machine lacks`);
  }
  return machine;
}

export type StateOf<M> = M extends StateMachine<infer State, string, string> ? State : never;
export type TransitionOf<M> = M extends StateMachine<string, infer Name, string> ? Name : never;
export type RoleOf<M> = M extends StateMachine<string, string, infer Role> ? Role : never;

/** Why a transition cannot fire: not from this state, or not by these roles. */
export type TransitionRefusal = 'invalid_transition' | 'forbidden';

export function checkTransition<State extends string, Name extends string, Role extends string>(
  machine: StateMachine<State, Name, Role>,
  name: Name,
  state: State,
  roles: readonly Role[],
): TransitionRefusal | null {
  const transition = machine.transitions[name];
  if (!transition.from.includes(state)) return 'invalid_transition';
  if (!transition.by.some((role) => roles.includes(role))) return 'forbidden';
  return null;
}

/** The transitions these roles may fire from this state: the buttons a page shows. */
export function availableTransitions<
  State extends string,
  Name extends string,
  Role extends string,
>(machine: StateMachine<State, Name, Role>, state: State, roles: readonly Role[]): Name[] {
  return (Object.keys(machine.transitions) as Name[]).filter(
    (name) => checkTransition(machine, name, state, roles) === null,
  );
}

/**
 * Topics and events: drafts until published. Only a provider publishes (docs/product.md, "People and roles"); the owner may
 * always take their listing down, also after they stopped offering training. The platform's staff
 * hide a published listing (moderation: gone for everyone but its owner and the staff, who alone
 * restore it); its owner neither publishes nor takes down a hidden one.
 */
export const publicationMachine = defineMachine({
  name: 'publication',
  states: ['draft', 'published', 'hidden'],
  initial: 'draft',
  roles: ['owner', 'provider', 'staff'],
  transitions: {
    publish: { from: ['draft'], to: 'published', by: ['provider'], refusedWith: 'not_provider' },
    unpublish: { from: ['published'], to: 'draft', by: ['owner'] },
    hide: { from: ['published'], to: 'hidden', by: ['staff'] },
    restore: { from: ['hidden'], to: 'published', by: ['staff'] },
  },
});
export type PublicationState = StateOf<typeof publicationMachine>;
export type PublicationRole = RoleOf<typeof publicationMachine>;

/**
 * A review's or a public profile's visibility: shown until the platform's staff hide it
 * (moderation: gone for everyone but its owner and the staff, out of ratings and search), and
 * shown again when they restore it. Two machines of one shape, each with its own history.
 */
const visibilityMachineNamed = <Name extends string>(name: Name) =>
  defineMachine({
    name,
    states: ['visible', 'hidden'],
    initial: 'visible',
    roles: ['staff'],
    transitions: {
      hide: { from: ['visible'], to: 'hidden', by: ['staff'] },
      restore: { from: ['hidden'], to: 'visible', by: ['staff'] },
    },
  });
export const reviewVisibilityMachine = visibilityMachineNamed('review_visibility');
export const profileVisibilityMachine = visibilityMachineNamed('profile_visibility');
export type VisibilityState = StateOf<typeof reviewVisibilityMachine>;

/** The roles the owner of a listing holds on it: always owner, provider while they are one. */
export const publicationRolesOf = (isProvider: boolean): PublicationRole[] =>
  isProvider ? ['owner', 'provider'] : ['owner'];

/**
 * Requirements: open to answers until their owner closes them; they may reopen them. The
 * platform's staff hide one (moderation) and restore it, open again.
 */
export const requirementMachine = defineMachine({
  name: 'requirement',
  states: ['open', 'closed', 'hidden'],
  initial: 'open',
  roles: ['owner', 'staff'],
  transitions: {
    close: { from: ['open'], to: 'closed', by: ['owner'] },
    reopen: { from: ['closed'], to: 'open', by: ['owner'] },
    hide: { from: ['open', 'closed'], to: 'hidden', by: ['staff'] },
    restore: { from: ['hidden'], to: 'open', by: ['staff'] },
  },
});
export type RequirementState = StateOf<typeof requirementMachine>;

/**
 * A participant named with their account reads a booking's page (what they attended, the thanks,
 * until when they may review it) and fires none of its transitions. An approver is staff (admin or
 * manager) of the company the booking was made for; an admin is that company's admin (userRole 1),
 * who alone answers fee approval.
 *
 * A request to book a topic (docs/product.md, "Bookings"). A company booking that needs fee
 * approval starts awaiting it; the provider accepts (choosing a date) or declines; an unanswered
 * request expires; either side cancels an open one; an accepted one completes after its end.
 */
export const topicBookingMachine = defineMachine({
  name: 'topic_booking',
  states: [
    'awaiting_approval',
    'requested',
    'accepted',
    'declined',
    'expired',
    'cancelled',
    'completed',
    'rejected',
  ],
  initial: 'requested',
  roles: ['buyer', 'provider', 'approver', 'admin', 'participant', 'system'],
  transitions: {
    // Fee approval (docs/product.md, "Fee approval"): only an admin of the booking's company
    // decides; a manager (an approver too) may not approve their own team's spending.
    approve: { from: ['awaiting_approval'], to: 'requested', by: ['admin'] },
    reject: { from: ['awaiting_approval'], to: 'rejected', by: ['admin'] },
    accept: { from: ['requested'], to: 'accepted', by: ['provider'] },
    decline: { from: ['requested'], to: 'declined', by: ['provider'] },
    expire: { from: ['awaiting_approval', 'requested'], to: 'expired', by: ['system'] },
    cancel: {
      from: ['awaiting_approval', 'requested', 'accepted'],
      to: 'cancelled',
      by: ['buyer', 'provider', 'approver'],
    },
    complete: { from: ['accepted'], to: 'completed', by: ['system'] },
  },
});
export type TopicBookingState = StateOf<typeof topicBookingMachine>;
export type TopicBookingTransition = TransitionOf<typeof topicBookingMachine>;
export type BookingRole = RoleOf<typeof topicBookingMachine>;

/**
 * Seats at an event: booked while seats remain, else waitlisted; a freed seat is offered to the
 * first on the waitlist for 24 hours (taken, or lapsed and offered to the next); after the event
 * the provider records attendance. A manager's seats that need fee approval wait first.
 */
export const seatBookingMachine = defineMachine({
  name: 'seat_booking',
  states: [
    'booked',
    'waitlisted',
    'offered',
    'lapsed',
    'cancelled',
    'attended',
    'no_show',
    'awaiting_approval',
    'rejected',
  ],
  initial: 'booked',
  roles: ['buyer', 'provider', 'approver', 'admin', 'participant', 'system'],
  transitions: {
    // Fee approval: a manager's seats wait without holding a seat (docs/decisions/014); the
    // company's admin approves (booked while seats remain, else `queue`: waitlisted) or rejects.
    approve: { from: ['awaiting_approval'], to: 'booked', by: ['admin'] },
    queue: { from: ['awaiting_approval'], to: 'waitlisted', by: ['admin'] },
    reject: { from: ['awaiting_approval'], to: 'rejected', by: ['admin'] },
    offer: { from: ['waitlisted'], to: 'offered', by: ['system'] },
    take: { from: ['offered'], to: 'booked', by: ['buyer', 'approver'] },
    lapse: { from: ['offered'], to: 'lapsed', by: ['system'] },
    cancel: {
      from: ['awaiting_approval', 'booked', 'waitlisted', 'offered'],
      to: 'cancelled',
      by: ['buyer', 'approver', 'system'],
    },
    attend: { from: ['booked', 'no_show'], to: 'attended', by: ['provider'] },
    noShow: { from: ['booked', 'attended'], to: 'no_show', by: ['provider'] },
  },
});
export type SeatBookingState = StateOf<typeof seatBookingMachine>;
export type SeatBookingTransition = TransitionOf<typeof seatBookingMachine>;

/** An event with a minimum number of attendees is confirmed or cancelled at its go/no-go date. */
export const eventRunMachine = defineMachine({
  name: 'event_run',
  states: ['scheduled', 'confirmed', 'cancelled'],
  initial: 'scheduled',
  roles: ['owner', 'system'],
  transitions: {
    confirm: { from: ['scheduled'], to: 'confirmed', by: ['owner', 'system'] },
    cancel: { from: ['scheduled', 'confirmed'], to: 'cancelled', by: ['owner', 'system'] },
  },
});
export type EventRunState = StateOf<typeof eventRunMachine>;

/** The states a booking of either kind may be in, for lists and filters. */
export const bookingStates = [
  ...new Set([...topicBookingMachine.states, ...seatBookingMachine.states]),
] as const;
export type BookingState = TopicBookingState | SeatBookingState;
/** The states in which a booking may be invoiced: a topic accepted or completed, seats booked or attended. */
export const invoiceableBookingStates = {
  topic: ['accepted', 'completed'],
  event: ['booked', 'attended'],
} as const satisfies { topic: readonly TopicBookingState[]; event: readonly SeatBookingState[] };
/** Whether a booking may be invoiced now (its provider issues the invoice; server and web ask this). */
export function mayBeInvoiced(booking: { kind: 'topic' | 'event'; state: string }): boolean {
  return (invoiceableBookingStates[booking.kind] as readonly string[]).includes(booking.state);
}
/**
 * The states in which seat bookings hold their seats: the seats are the buyer's (booked), or the
 * event took place with them. Only such a booking gives its people an online event's join link.
 */
export const seatHoldingStates = [
  'booked',
  'attended',
  'no_show',
] as const satisfies readonly SeatBookingState[];
/** Whether a booking holds seats at its event now. */
export function holdsSeats(booking: { kind: 'topic' | 'event'; state: string }): boolean {
  return (
    booking.kind === 'event' && (seatHoldingStates as readonly string[]).includes(booking.state)
  );
}
/**
 * The few groups a list of bookings is filtered by, as peers do (waiting, upcoming, past, ended),
 * each a set of states of either kind; every state is in exactly one.
 */
export const bookingStateGroups = {
  waiting: ['awaiting_approval', 'requested', 'waitlisted', 'offered'],
  upcoming: ['accepted', 'booked'],
  past: ['completed', 'attended', 'no_show'],
  ended: ['declined', 'rejected', 'cancelled', 'expired', 'lapsed'],
} as const satisfies Record<string, readonly BookingState[]>;
export type BookingStateGroup = keyof typeof bookingStateGroups;
export const bookingStateGroupNames = Object.keys(bookingStateGroups) as BookingStateGroup[];
/** States in which a booking still asks something of someone. */
export const openBookingStates: readonly BookingState[] = [
  'awaiting_approval',
  'requested',
  'accepted',
  'booked',
  'waitlisted',
  'offered',
];

/**
 * A provider's quote on a requirement (docs/product.md, "Quotes"): sealed; the requirement's owner
 * shortlists and accepts one (the others become not_selected); the provider may withdraw an open
 * one; it expires after its validity date.
 */
export const quoteMachine = defineMachine({
  name: 'quote',
  states: ['submitted', 'shortlisted', 'accepted', 'not_selected', 'withdrawn', 'expired'],
  initial: 'submitted',
  roles: ['owner', 'provider', 'system'],
  transitions: {
    shortlist: { from: ['submitted'], to: 'shortlisted', by: ['owner'] },
    unshortlist: { from: ['shortlisted'], to: 'submitted', by: ['owner'] },
    accept: { from: ['submitted', 'shortlisted'], to: 'accepted', by: ['owner'] },
    notSelect: { from: ['submitted', 'shortlisted'], to: 'not_selected', by: ['system'] },
    withdraw: { from: ['submitted', 'shortlisted'], to: 'withdrawn', by: ['provider'] },
    expire: { from: ['submitted', 'shortlisted'], to: 'expired', by: ['system'] },
  },
});
export type QuoteState = StateOf<typeof quoteMachine>;
export type QuoteTransition = TransitionOf<typeof quoteMachine>;
export type QuoteRole = RoleOf<typeof quoteMachine>;
/** States in which a quote is still in play (one per provider per requirement). */
export const activeQuoteStates: readonly QuoteState[] = ['submitted', 'shortlisted', 'accepted'];

/**
 * A purchase order (decisions.md, "purchase orders"): the company's staff issue it for an approved
 * booking; the provider acknowledges it; it is fulfilled when attendance is recorded or the
 * training completes, invoiced when the provider's invoice quotes it, and closed when that invoice
 * is paid. The buyer cancels an open one; the system cancels one whose booking is cancelled or
 * whose invoice is credited.
 */
export const purchaseOrderMachine = defineMachine({
  name: 'purchase_order',
  states: ['issued', 'acknowledged', 'fulfilled', 'invoiced', 'closed', 'cancelled'],
  initial: 'issued',
  roles: ['buyer', 'provider', 'system'],
  transitions: {
    acknowledge: { from: ['issued'], to: 'acknowledged', by: ['provider'] },
    fulfil: { from: ['issued', 'acknowledged'], to: 'fulfilled', by: ['system'] },
    invoice: { from: ['issued', 'acknowledged', 'fulfilled'], to: 'invoiced', by: ['system'] },
    close: { from: ['invoiced'], to: 'closed', by: ['system'] },
    cancel: {
      from: ['issued', 'acknowledged', 'fulfilled', 'invoiced'],
      to: 'cancelled',
      by: ['buyer', 'system'],
    },
  },
});
export type PurchaseOrderState = StateOf<typeof purchaseOrderMachine>;
export type PurchaseOrderTransition = TransitionOf<typeof purchaseOrderMachine>;
/** The roles of a purchase order or invoice: its buyer's side and its provider. */
export type DocumentRole = RoleOf<typeof purchaseOrderMachine>;

/**
 * An invoice (decisions.md, "invoices"): issued by the provider; paid when the provider marks it
 * (with the date), overdue after its due date (a job, which also reminds both sides), credited
 * when the provider cancels it with a credit note. A credit note is issued and stays so.
 */
export const invoiceMachine = defineMachine({
  name: 'invoice',
  states: ['issued', 'overdue', 'paid', 'credited'],
  initial: 'issued',
  roles: ['buyer', 'provider', 'system'],
  transitions: {
    markPaid: { from: ['issued', 'overdue'], to: 'paid', by: ['provider'] },
    markOverdue: { from: ['issued'], to: 'overdue', by: ['system'] },
    credit: { from: ['issued', 'overdue'], to: 'credited', by: ['provider'] },
  },
});
export type InvoiceState = StateOf<typeof invoiceMachine>;
export type InvoiceTransition = TransitionOf<typeof invoiceMachine>;
/** Invoices still waiting for their money. */
export const outstandingInvoiceStates: readonly InvoiceState[] = ['issued', 'overdue'];

/**
 * A copy of a user's data (GDPR articles 15 and 20): prepared by a job, then ready to download
 * once from the e-mailed link until it expires; a newer request or the end of the account
 * withdraws one not yet downloaded. A preparation that keeps failing ends as failed.
 */
export const dataExportStates = ['preparing', 'ready', 'downloaded', 'expired', 'failed'] as const;
export const dataExportMachine = defineMachine({
  name: 'data_export',
  states: dataExportStates,
  initial: 'preparing',
  roles: ['owner', 'system'],
  transitions: {
    prepare: { from: ['preparing'], to: 'ready', by: ['system'] },
    fail: { from: ['preparing'], to: 'failed', by: ['system'] },
    download: { from: ['ready'], to: 'downloaded', by: ['owner'] },
    expire: { from: ['preparing', 'ready'], to: 'expired', by: ['owner', 'system'] },
  },
});
export type DataExportState = StateOf<typeof dataExportMachine>;

/**
 * A report in the operators' queue (the site's forms and reportcontent): new until someone of the
 * platform's staff takes it (and becomes its assignee), then resolved or dismissed; either may be
 * reopened. Repeated reports of one thing move together.
 */
export const reportStates = ['new', 'in_review', 'resolved', 'dismissed'] as const;
export const reportMachine = defineMachine({
  name: 'report',
  states: reportStates,
  initial: 'new',
  roles: ['staff'],
  transitions: {
    take: { from: ['new'], to: 'in_review', by: ['staff'] },
    resolve: { from: ['new', 'in_review'], to: 'resolved', by: ['staff'] },
    dismiss: { from: ['new', 'in_review'], to: 'dismissed', by: ['staff'] },
    reopen: { from: ['resolved', 'dismissed'], to: 'in_review', by: ['staff'] },
  },
});
export type ReportState = StateOf<typeof reportMachine>;
export type ReportTransition = TransitionOf<typeof reportMachine>;
/** The queue's work: reports nobody has closed yet. */
export const openReportStates: readonly ReportState[] = ['new', 'in_review'];
