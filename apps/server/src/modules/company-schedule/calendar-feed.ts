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
 * The schedule as text/calendar: one event per training, tentative while not confirmed; a course
 * over several days is one event per session it holds, never a night-long block.
 */
export function renderCalendar(
  companyName: string,
  productName: string,
  baseUrl: string,
  trainings: ScheduleTraining[],
): string {
  const calendar = ical({
    name: `${companyName} – ${productName}`,
    prodId: { company: productName, product: 'training-schedule', language: 'EN' },
    ttl: 60 * 60,
  });
  const host = new URL(baseUrl).host;
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
        id:
          days.length === 1
            ? `booking-${training.id}@${host}`
            : `booking-${training.id}-day-${index + 1}@${host}`,
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
  return calendar.toString();
}
