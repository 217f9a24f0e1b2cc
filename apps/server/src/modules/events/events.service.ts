import type { EventDetail, EventForm } from '@app/contracts/actions/event';
import type { Queryable } from '../../db/accounts.ts';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogueImageFiles, deleteStoredImages } from '../../lib/images.ts';
import { insertWithFreeSlug } from '../../lib/slugs.ts';
import { instantToZonedTime } from '../../lib/time-zones.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import {
  assertOwnEvent,
  assertPublishable,
  valuesOfInput,
  type EventInput,
} from './event-rules.ts';
import {
  deleteEventRow,
  findEventForm,
  findEventPage,
  findEventState,
  findTopicOwner,
  insertEvent,
  listOwnEvents,
  listOwnTopics,
  updateEventStatus,
  updateEventValues,
} from './events.repository.ts';

const TOPIC_OPTIONS_MAX = 200;

/** Only providers publish topics and events (spec §1); the role is changed in the settings. */
function assertProvider(user: SessionUser): void {
  if (user.serviceType !== 'provider') throw new AppError('not_provider');
}

/** A linked topic must be one of the caller's own. */
async function assertOwnTopic(db: Queryable, userId: number, topicId: number | undefined) {
  if (topicId === undefined) return;
  if ((await findTopicOwner(db, topicId)) !== userId) throw new AppError('forbidden');
}

export async function createEvent(db: Database, user: SessionUser, input: EventInput) {
  assertProvider(user);
  const values = valuesOfInput(input);
  await assertOwnTopic(db, user.id, input.topicId);
  const slugTarget = { table: events, column: events.url, urlIndex: 'events_url_lower_key' };
  return insertWithFreeSlug(db, slugTarget, input.title, (tx, url) =>
    insertEvent(tx, { ...values, userId: user.id, url }),
  );
}

export async function updateEvent(db: Database, user: SessionUser, id: number, input: EventInput) {
  const values = valuesOfInput(input);
  await assertOwnTopic(db, user.id, input.topicId);
  return db.transaction(async (tx) => {
    const event = await findEventState(tx, id, { forUpdate: true });
    assertOwnEvent(event, user.id);
    // A published event stays complete; a draft may be saved half-done.
    if (event.status === 'published') assertPublishable(values);
    await updateEventValues(tx, id, values);
    return { id: event.id, url: event.url };
  });
}

export async function setEventPublished(
  db: Database,
  userId: number,
  id: number,
  publish: boolean,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const event = await findEventState(tx, id, { forUpdate: true });
    assertOwnEvent(event, userId);
    if (publish) assertPublishable(event, now);
    const status = publish ? 'published' : 'draft';
    await updateEventStatus(tx, id, status);
    return { id: event.id, url: event.url, status } as const;
  });
}

/** Deletes the row, then (once that is committed) the files of its images. */
export async function deleteEvent(db: Database, dataDir: string, userId: number, id: number) {
  const images = await db.transaction(async (tx) => {
    const event = await findEventState(tx, id, { forUpdate: true });
    assertOwnEvent(event, userId);
    await deleteEventRow(tx, id);
    return event.images;
  });
  await deleteStoredImages(dataDir, catalogueImageFiles(images));
}

export async function listMyEvents(
  db: Database,
  userId: number,
  query: {
    status?: 'draft' | 'published';
    when?: 'upcoming' | 'past';
    page: number;
    pageSize: number;
  },
) {
  const { events: items, total } = await listOwnEvents(db, {
    userId,
    status: query.status,
    when: query.when,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    now: new Date(),
  });
  return { events: items, recordsTotal: total };
}

/**
 * The public page of an event. Drafts exist for their owner only; an event whose provider is
 * deactivated exists for nobody. The online link is for signed-in users: a visitor learns that
 * there is one and is asked to log in.
 */
export async function getEventDetail(
  db: Database,
  viewer: SessionUser | null,
  url: string,
): Promise<EventDetail> {
  const row = await findEventPage(db, url);
  if (!row || !row.providerIsActive) throw new AppError('listing_not_found');
  const isOwner = viewer?.id === row.userId;
  if (row.status !== 'published' && !isOwner) throw new AppError('listing_not_found');
  const topic =
    row.topicId !== null &&
    row.topicUrl !== null &&
    row.topicTitle !== null &&
    (row.topicStatus === 'published' || isOwner)
      ? { id: row.topicId, url: row.topicUrl, title: row.topicTitle }
      : null;
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    delivery: row.delivery,
    location: row.location,
    onlineUrl: viewer ? row.onlineUrl : null,
    hasOnlineUrl: row.onlineUrl !== null,
    capacity: row.capacity,
    price: row.price,
    currency: row.currency,
    language: row.language,
    images: row.images.map(({ large, card, thumb }) => ({ large, card, thumb })),
    status: row.status,
    isOwner,
    topic,
    provider: {
      username: row.username,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
      headline: row.headline,
      thumbImage: row.profileImage?.thumb90 ?? null,
    },
  };
}

export async function listEventTopicOptions(db: Database, userId: number) {
  return listOwnTopics(db, userId, TOPIC_OPTIONS_MAX);
}

/** An own event for its editor, with its times as the organiser typed them. */
export async function getOwnEventForm(
  db: Database,
  userId: number,
  id: number,
): Promise<EventForm> {
  const row = await findEventForm(db, id);
  assertOwnEvent(row, userId);
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    title: row.title,
    description: row.description,
    startsAt: instantToZonedTime(row.startsAt, row.timeZone),
    endsAt: instantToZonedTime(row.endsAt, row.timeZone),
    timeZone: row.timeZone,
    delivery: row.delivery,
    location: row.location,
    onlineUrl: row.onlineUrl,
    capacity: row.capacity,
    price: row.price,
    currency: row.currency,
    language: row.language,
    topicId: row.topicId,
    images: row.images.map(({ large, card, thumb }) => ({ large, card, thumb })),
  };
}
