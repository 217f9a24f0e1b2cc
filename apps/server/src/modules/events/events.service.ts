import type { PublicationState } from '@app/contracts/states';
import type { ImageCrop } from '@app/contracts/uploads';
import type { EventDetail, EventForm } from '@app/contracts/actions/event';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogueImageFiles, deleteStoredImages } from '../../lib/images.ts';
import { insertWithFreeSlug } from '../../lib/slugs.ts';
import { instantToZonedTime } from '../../lib/time-zones.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import {
  addListingImage,
  imageUrls,
  moveListingImage,
  removeListingImage,
  changePublication,
  type ListingImageRows,
} from '../topics/index.ts';
import { assertOwned, changeOwnRecord } from '../../shared/owned-records.ts';
import { findRecordOwner } from '../../shared/records.repository.ts';
import { assertPublishable, valuesOfInput, type EventInput } from './event-rules.ts';
import {
  deleteEventRow,
  eventSlugTarget,
  findEventForm,
  findEventPage,
  findViewerSeatBooking,
  holdsSeatsAt,
  insertEvent,
  listOwnEvents,
  lockEvent,
  selectLinkableTopics,
  updateEventImages,
  updateEventValues,
} from './events.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

const TOPIC_OPTIONS_MAX = 200;

/** A linked topic must be one of the caller's own. */
async function assertOwnTopic(db: Queryable, userId: number, topicId: number | undefined) {
  if (topicId === undefined) return;
  if ((await findRecordOwner(db, 'topic', topicId)) !== userId) throw new AppError('forbidden');
}

export async function createEvent(db: Database, userId: number, input: EventInput) {
  const values = valuesOfInput(input);
  await assertOwnTopic(db, userId, input.topicId);
  return insertWithFreeSlug(db, eventSlugTarget, input.title, (tx, url) =>
    insertEvent(tx, { ...values, userId, url }),
  );
}

export async function updateEvent(db: Database, userId: number, id: number, input: EventInput) {
  const values = valuesOfInput(input);
  await assertOwnTopic(db, userId, input.topicId);
  return changeOwnRecord(db, lockEvent, userId, id, async (tx, event) => {
    // A published event stays complete; a draft may be saved half-done.
    if (event.status === 'published') assertPublishable(values);
    await updateEventValues(tx, id, values);
    return { id: event.id, url: event.url };
  });
}

/**
 * Draft ↔ published, through the publication machine (modules/topics/publication.ts). Becoming published
 * records `event.published` in the same transaction (people who favour its topic are told).
 */
export function publishEvent(
  db: Database,
  events: DomainEvents,
  user: SessionUser,
  id: number,
  publish: boolean,
  now = new Date(),
) {
  return changeOwnRecord(db, lockEvent, user.id, id, async (tx, event) => {
    const { status } = await changePublication(tx, {
      kind: 'event',
      listing: event,
      publish,
      owner: user,
      // To publish, an event must also not have ended yet.
      assertPublishable: () => assertPublishable(event, now),
    });
    if (publish && event.status !== 'published') {
      await events.record(tx, 'event.published', { eventId: event.id });
    }
    return { id: event.id, url: event.url, status };
  });
}

/** Deletes the row, then (once that is committed) the files of its images. */
export async function deleteEvent(
  db: Database,
  storage: ObjectStorage,
  userId: number,
  id: number,
) {
  const images = await changeOwnRecord(db, lockEvent, userId, id, async (tx, event) => {
    await deleteEventRow(tx, id);
    return event.images;
  });
  await deleteStoredImages(storage, catalogueImageFiles(images));
}

/** How the shared image functions read and write an event's images. */
const eventImageRows: ListingImageRows = {
  kind: 'event',
  lock: lockEvent,
  save: updateEventImages,
};

export const addEventImage = (
  db: Database,
  storage: ObjectStorage,
  userId: number,
  id: number,
  file: Buffer,
  crop?: ImageCrop,
) => addListingImage(db, storage, eventImageRows, userId, id, file, crop);

export const removeEventImage = (
  db: Database,
  storage: ObjectStorage,
  userId: number,
  id: number,
  index: number,
) => removeListingImage(db, storage, eventImageRows, userId, id, index);

export const moveEventImage = (
  db: Database,
  userId: number,
  id: number,
  index: number,
  to: number,
) => moveListingImage(db, eventImageRows, userId, id, index, to);

export async function listMyEvents(
  db: Database,
  userId: number,
  query: {
    status?: PublicationState;
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
 * deactivated exists for nobody. The online link is for its organiser and the people holding seats
 * (holdsSeatsAt); everyone else learns that there is one (hasOnlineUrl) and how to get it.
 */
export async function getEventDetail(
  db: Database,
  viewer: SessionUser | null,
  url: string,
): Promise<EventDetail> {
  const row = await findEventPage(db, url);
  if (!row || !row.providerIsActive) throw new AppError('listing_not_found');
  const isOwner = viewer?.id === row.userId;
  // A hidden event is also the platform staff's to see (they hid it, and may restore it).
  const isModerator = row.status === 'hidden' && Boolean(viewer?.platformRole);
  if (row.status !== 'published' && !isOwner && !isModerator) {
    throw new AppError('listing_not_found');
  }
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
    onlineUrl:
      row.onlineUrl !== null &&
      viewer !== null &&
      (isOwner || (await holdsSeatsAt(db, row.id, viewer.id)))
        ? row.onlineUrl
        : null,
    hasOnlineUrl: row.onlineUrl !== null,
    capacity: row.capacity,
    price: row.price,
    currency: row.currency,
    // The organiser's VAT rate: what a seat costs with VAT, shown before it is booked.
    vatRate: row.vatRateBasisPoints,
    language: row.language,
    images: imageUrls(row.images),
    status: row.status,
    isOwner,
    topic,
    provider: {
      userId: row.userId,
      username: row.username,
      name: displayNameOf(row),
      headline: row.headline,
      thumbImage: row.profileImage?.thumb90 ?? null,
    },
    seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.seatsTaken),
    runState: row.runState,
    myBooking: viewer ? await findViewerSeatBooking(db, row.id, viewer.id) : null,
  };
}

export async function listEventTopicOptions(db: Database, userId: number) {
  return selectLinkableTopics(db, userId, TOPIC_OPTIONS_MAX);
}

/** An own event for its editor, with its times as the organiser typed them. */
export async function getOwnEventForm(
  db: Database,
  userId: number,
  id: number,
): Promise<EventForm> {
  const row = await findEventForm(db, id);
  assertOwned(row, userId);
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
    minAttendees: row.minAttendees,
    goNoGoAt: row.goNoGoAt ? instantToZonedTime(row.goNoGoAt, row.timeZone) : null,
    images: imageUrls(row.images),
  };
}
