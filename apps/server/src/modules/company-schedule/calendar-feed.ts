import crypto from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import type { ScheduleTraining } from '@app/contracts/actions/company-schedule';
import type { Config } from '../../config/env.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';

/**
 * A staff member's private iCalendar address (docs/product.md, "Training schedule"):
 * /inc/calendar/{userId}-{companyId}-{token}.ics, the token an HMAC of user, company and the feed's
 * version under the server secret. Nothing is stored but the version: rotating bumps it, and every
 * earlier address stops matching.
 */
const feedFilePattern = /^([1-9]\d{0,9})-([1-9]\d{0,9})-([A-Za-z0-9_-]{43})\.ics$/;

export const feedToken = (secret: string, userId: number, companyId: number, version: number) =>
  hmac(secret, `ics:${userId}:${companyId}:${version}`);

export function feedUrl(
  config: Pick<Config, 'publicUrl' | 'port' | 'sessionSecret'>,
  userId: number,
  companyId: number,
  version: number,
): string {
  const token = feedToken(config.sessionSecret, userId, companyId, version);
  return `${publicBaseUrl(config)}/inc/calendar/${userId}-${companyId}-${token}.ics`;
}

/** The user, company and token a feed's file name carries, or null for anything else. */
export function parseFeedFile(file: string) {
  const match = feedFilePattern.exec(file);
  if (!match) return null;
  return { userId: Number(match[1]), companyId: Number(match[2]), token: match[3]! };
}

/** Whether the token is the one of this version (constant-time). */
export const isFeedToken = (
  secret: string,
  token: string,
  userId: number,
  companyId: number,
  version: number,
) => safeEqual(token, feedToken(secret, userId, companyId, version));

const HOUR_MS = 60 * 60 * 1000;

/**
 * An event's UID: a UUID (RFC 7986 §5.3), the HMAC of its booking and day under the server secret.
 * The same at every fetch and wherever the product is reached (a UID naming the address would
 * change with it, and calendars would then show every training twice), and never another
 * installation's. Its version is 8, RFC 9562's for UUIDs made in a way of one's own.
 */
export function eventUid(secret: string, bookingId: number, day: number | null): string {
  const name =
    day === null ? `ics-uid:booking:${bookingId}` : `ics-uid:booking:${bookingId}:day:${day}`;
  const bytes = crypto.createHmac('sha256', secret).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

export interface CalendarIdentity {
  companyName: string;
  productName: string;
  /** The configured public address, for each event's link (publicBaseUrl). */
  baseUrl: string;
  /** The server secret the events' UIDs are derived from. */
  secret: string;
}

/**
 * The schedule as text/calendar: one event per training, tentative while not confirmed; a course
 * over several days is one event per session it holds, never a night-long block.
 */
export function renderCalendar(identity: CalendarIdentity, trainings: ScheduleTraining[]): string {
  const { companyName, productName, baseUrl, secret } = identity;
  const calendar = ical({
    name: `${companyName} – ${productName}`,
    prodId: { company: productName, product: 'training-schedule', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const training of trainings) {
    const start = new Date(training.startsAt);
    const end = training.endsAt ? new Date(training.endsAt) : new Date(start.getTime() + HOUR_MS);
    const days =
      training.sessions.length > 0
        ? training.sessions.map((session) => ({
            startsAt: new Date(session.startsAt),
            endsAt: new Date(session.endsAt),
          }))
        : [{ startsAt: start, endsAt: end }];
    const people = training.participants.map((person) => person.name).join(', ');
    for (const [index, day] of days.entries()) {
      calendar.createEvent({
        id: eventUid(secret, training.id, days.length === 1 ? null : index + 1),
        start: day.startsAt,
        end: day.endsAt,
        summary:
          days.length === 1 ? training.title : `${training.title} (${index + 1}/${days.length})`,
        location: training.location,
        description: [`Trainer: ${training.trainer}`, people ? `Participants: ${people}` : '']
          .filter(Boolean)
          .join('\n'),
        status: training.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
        url: `${baseUrl}/mybooking/${training.id}`,
      });
    }
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the generator stops short of it.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
