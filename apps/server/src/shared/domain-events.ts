import type { Queryable } from '../db/client.ts';
import { defineJob, type JobContext, type JobDefinition, type JobQueue } from '../lib/job-queue.ts';

export type { JobContext };

/**
 * Something that happened that another module or user cares about, with what its subscribers need
 * to find the rest. Modules never import each other: the one that changes something records an
 * event, and the others subscribe to it. Adding a kind of event is a line here.
 */
export interface DomainEventMap {
  'account.created': { userId: number };
  'message.sent': {
    messageId: number;
    conversationId: number;
    senderId: number;
    recipientId: number;
  };
  'event.published': { eventId: number };
  /**
   * A booking was created (transition `create`), changed state, or its attendance was first
   * recorded (`attendance`); `actorId` is null for the system (a timer, or a seat offered to the
   * waitlist because another was cancelled).
   */
  'booking.changed': {
    bookingId: number;
    transition: string;
    actorId: number | null;
    reason?: string | null;
    /** The booking's state after the change, when the recorder settles it there and then. */
    state?: string;
  };
  /** A quote was sent (`create`) or changed state; `not_selected` ones follow an `accept`. */
  'quote.changed': { quoteId: number; transition: string; actorId: number | null };
  /** A provider thanked the people of a training that is over (training_thanks row). */
  'thanks.sent': { thanksId: number };
  /** A verified review was written (or replied to: `reply`). */
  'review.changed': { reviewId: number; change: 'create' | 'reply' };
  /** A purchase order was issued (`create`) or changed state; `actorId` null for the system. */
  'purchase_order.changed': { purchaseOrderId: number; transition: string; actorId: number | null };
  /** An invoice or credit note was issued (`create`) or changed state (paid, overdue, credited). */
  'invoice.changed': { invoiceId: number; transition: string; actorId: number | null };
}
export type DomainEventName = keyof DomainEventMap;

/** Records events in the caller's transaction: committed with the change, or not at all. */
export interface DomainEvents {
  record<N extends DomainEventName>(
    tx: Queryable,
    name: N,
    payload: DomainEventMap[N],
  ): Promise<void>;
}

/** A module's reaction to an event; it runs as a job, so it is retried and must be idempotent. */
export interface Subscriber {
  event: DomainEventName;
  name: string;
  /** Whether this event concerns the subscriber at all; no job is queued when it does not. */
  wants(payload: unknown): boolean;
  handle(payload: unknown, context: JobContext): Promise<void>;
}

export function subscriber<N extends DomainEventName>(
  event: N,
  name: string,
  handle: (payload: DomainEventMap[N], context: JobContext) => Promise<void>,
  options: { when?: (payload: DomainEventMap[N]) => boolean } = {},
): Subscriber {
  const { when } = options;
  return {
    event,
    name,
    wants: (payload) => when?.(payload as DomainEventMap[N]) ?? true,
    handle: (payload, context) => handle(payload as DomainEventMap[N], context),
  };
}

/** Each subscriber is a queue of its own: one failing handler never holds back another. */
export const subscriberJobName = (entry: Pick<Subscriber, 'event' | 'name'>) =>
  `event.${entry.event}.${entry.name}`;

export function subscriberJobs(subscribers: readonly Subscriber[]): JobDefinition[] {
  return subscribers.map((entry) =>
    defineJob(subscriberJobName(entry), (payload, context) => entry.handle(payload, context)),
  );
}

/**
 * The transactional outbox: recording an event inserts one job per subscriber into the caller's
 * transaction, so no committed change goes without its reactions and no rolled-back one has any.
 */
export function createDomainEvents(
  jobs: JobQueue,
  subscribers: readonly Subscriber[],
): DomainEvents {
  return {
    async record(tx, name, payload) {
      const reactions = subscribers
        .filter((entry) => entry.event === name && entry.wants(payload))
        .map((entry) => ({ name: subscriberJobName(entry), data: payload }));
      await jobs.sendMany(reactions, { tx });
    },
  };
}
