import type { z } from 'zod';
import type { eventInputSchema } from '@app/contracts/actions/event';
import { plainTextOf, sanitizeRichText } from '../../lib/html.ts';
import { zonedTimeToInstant } from '../../lib/time-zones.ts';
import { InputError } from '../../lib/app-error.ts';
import type { EventState, EventValues } from './events.repository.ts';

export type EventInput = z.output<typeof eventInputSchema>;

/**
 * The form's fields as stored values: wall-clock times in the organiser's zone become instants,
 * the description is sanitised, and a place or link that the delivery mode does not use is dropped
 * (an online event has no address, an in-person one no link).
 */
export function valuesOfInput(input: EventInput): EventValues {
  const startsAt = zonedTimeToInstant(input.startsAt, input.timeZone);
  const endsAt = zonedTimeToInstant(input.endsAt, input.timeZone);
  // The contract compared the texts; around a change of clocks the instants can still disagree.
  if (endsAt <= startsAt) throw new InputError({ endsAt: ['validation.dateOrder'] });
  return {
    title: input.title,
    description: sanitizeRichText(input.description),
    startsAt,
    endsAt,
    timeZone: input.timeZone,
    delivery: input.delivery,
    location: input.delivery === 'online' ? null : (input.location ?? null),
    onlineUrl: input.delivery === 'in_person' ? null : (input.onlineUrl ?? null),
    capacity: input.capacity ?? null,
    priceMinor: input.price,
    currency: input.currency,
    language: input.language ?? null,
    topicId: input.topicId ?? null,
    minAttendees: input.minAttendees ?? null,
    goNoGoAt: input.goNoGoAt ? zonedTimeToInstant(input.goNoGoAt, input.timeZone) : null,
  };
}

type PublishedShape = Pick<
  EventState,
  'description' | 'delivery' | 'location' | 'onlineUrl' | 'endsAt'
>;

/**
 * What a published event must have: a description, and where to go (an address in person or
 * blended, a link online). `now` also asks that it has not ended yet (to publish, not to edit).
 */
export function publicationProblems(event: PublishedShape, now?: Date): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (plainTextOf(event.description) === '') problems.description = ['validation.required'];
  if (event.delivery !== 'online' && !event.location) problems.location = ['validation.required'];
  if (event.delivery === 'online' && !event.onlineUrl) problems.onlineUrl = ['validation.required'];
  if (now && event.endsAt <= now) problems.endsAt = ['validation.eventEnded'];
  return problems;
}

export function assertPublishable(event: PublishedShape, now?: Date): void {
  const problems = publicationProblems(event, now);
  if (Object.keys(problems).length > 0) throw new InputError(problems);
}
