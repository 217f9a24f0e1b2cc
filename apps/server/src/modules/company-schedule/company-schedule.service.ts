import { heldSessions } from '@app/contracts/training-days';
import type { ScheduleTraining } from '@app/contracts/actions/company-schedule';
import type { Config } from '../../config/env.ts';
import type { Queryable } from '../../db/client.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { chosenLocationIds, findCompanyName } from '../companies/index.ts';
import { displayNameOf } from '../accounts/index.ts';
import { feedUrl, isFeedToken, parseFeedFile, renderCalendar } from './calendar-feed.ts';
import {
  bumpFeedVersion,
  confirmedStates,
  ensureFeedVersion,
  findFeedVersion,
  isCompanyMember,
  selectCompanyDepartments,
  selectScheduleBookings,
  selectScheduleLocations,
  selectScheduleParticipants,
  type ScheduleFilter,
} from './company-schedule.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const confirmed = new Set<string>(confirmedStates);

/** The locations' trainings in the period, each with its people (docs/product.md). */
export async function listScheduleTrainings(
  db: Queryable,
  companyIds: number[],
  filter: ScheduleFilter,
): Promise<ScheduleTraining[]> {
  const rows = await selectScheduleBookings(db, companyIds, filter);
  const people = await selectScheduleParticipants(
    db,
    rows.map((row) => row.id),
  );
  const byBooking = new Map<number, typeof people>();
  for (const person of people) {
    const list = byBooking.get(person.bookingId) ?? [];
    list.push(person);
    byBooking.set(person.bookingId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    state: row.state,
    confirmed: confirmed.has(row.state),
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    sessions: heldSessions({ ...row, startsAt: new Date(row.startsAt) }),
    delivery: row.delivery,
    location: row.location,
    trainer: displayNameOf({
      username: row.providerUsername,
      firstName: row.providerFirstName,
      lastName: row.providerLastName,
    }),
    department: row.department,
    locationId: row.locationId,
    locationName: row.locationName,
    participants: (byBooking.get(row.id) ?? []).map(({ name, department, attendance }) => ({
      name,
      department,
      attendance,
    })),
  }));
}

/**
 * The schedule of the active location, or (the multi-location super admin) of `all` the group's
 * locations the user belongs to or one of them: never a location they are not staff of.
 */
export async function getSchedule(
  db: Queryable,
  userId: number,
  companyId: number,
  input: {
    from: string;
    to: string;
    department?: string | undefined;
    person?: string | undefined;
    location?: 'all' | number | undefined;
  },
) {
  const locations = await selectScheduleLocations(db, userId, companyId);
  const companyIds = chosenLocationIds(locations, companyId, input.location);
  const [trainings, departments] = await Promise.all([
    listScheduleTrainings(db, companyIds, {
      from: new Date(`${input.from}T00:00:00Z`),
      to: new Date(`${input.to}T00:00:00Z`),
      department: input.department,
      person: input.person,
    }),
    selectCompanyDepartments(db, companyIds),
  ]);
  return { trainings, departments, locations, activeLocationId: companyId };
}

export async function getFeedUrl(db: Queryable, config: Config, userId: number, companyId: number) {
  const version = await ensureFeedVersion(db, userId, companyId);
  return feedUrl(config, userId, companyId, version);
}

export async function rotateFeed(db: Queryable, config: Config, userId: number, companyId: number) {
  const version = await bumpFeedVersion(db, userId, companyId);
  return feedUrl(config, userId, companyId, version);
}

/**
 * The text of a feed file, or null (answered 404 alike) when the address is malformed, was
 * rotated, was never handed out, or its user no longer belongs to the company. The feed covers
 * the past 90 days and the coming year.
 */
export async function renderFeed(
  db: Queryable,
  config: Config,
  file: string,
  now = new Date(),
): Promise<string | null> {
  const parsed = parseFeedFile(file);
  if (!parsed) return null;
  const { userId, companyId, token } = parsed;
  const version = await findFeedVersion(db, userId, companyId);
  if (version === null) return null;
  if (!isFeedToken(config.sessionSecret, token, userId, companyId, version)) return null;
  if (!(await isCompanyMember(db, userId, companyId))) return null;
  const companyName = (await findCompanyName(db, companyId)) ?? '';
  const trainings = await listScheduleTrainings(db, [companyId], {
    from: new Date(now.getTime() - 90 * DAY_MS),
    to: new Date(now.getTime() + 366 * DAY_MS),
  });
  return renderCalendar(
    {
      companyName,
      productName: config.productName,
      baseUrl: publicBaseUrl(config),
      secret: config.sessionSecret,
    },
    trainings,
  );
}
