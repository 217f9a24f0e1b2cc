import type { JobDefinition } from '../lib/job-queue.ts';
import type { Subscriber } from '../shared/domain-events.ts';
import { bookingsJobs } from '../modules/bookings/bookings.jobs.ts';
import { bookingsSubscribers } from '../modules/bookings/bookings.subscribers.ts';

/** Every module's reactions to domain events; each runs as a job of its own. */
export const subscribers: readonly Subscriber[] = [...bookingsSubscribers];

/** Every module's other jobs (delayed e-mails, reminders, expiries). */
export const jobDefinitions: readonly JobDefinition[] = [...bookingsJobs];
