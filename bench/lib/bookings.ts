// Booking figures: 100 buyers press "Book" at once on one event with 50 seats, round after round
// on a fresh event: the p95 of `bookevent` and its throughput beside `eventdetail` read by the
// same buyers at once (a baseline read action), and a check that no round oversold a seat.
import { median, percentile } from './load.ts';
import type { FigureRow } from './login.ts';
import { call, newProvider, newUser, uniqueName, type Session } from './messaging.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const buyers = 100;
const capacity = 50;

/** A published event of the provider's, `daysAhead` from now with `capacity` seats: id and url. */
export async function publishedEvent(
  url: string,
  provider: Session,
  event: { title: string; capacity: number; daysAhead: number },
) {
  const start = new Date(Date.now() + event.daysAhead * 24 * 3600 * 1000);
  const day = start.toISOString().slice(0, 10);
  const created = await call<{ event: { id: number; url: string } }>(
    url,
    provider.headers,
    {
      action: 'addevent',
      title: event.title,
      description: '<p>An event for the bench.</p>',
      startsAt: `${day}T09:00`,
      endsAt: `${day}T17:00`,
      timeZone: 'Europe/Rome',
      delivery: 'online',
      onlineUrl: 'https://meet.example.com/bench',
      capacity: event.capacity,
      price: 10_000,
    },
    'selling',
  );
  await call(
    url,
    provider.headers,
    { action: 'publishevent', id: created.event.id, publish: true },
    'selling',
  );
  return created.event;
}

/** Every buyer sends one request at the same moment; answers the latencies and the wall time. */
async function burst<T>(sessions: Session[], send: (session: Session) => Promise<T>) {
  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    sessions.map(async (session) => {
      const at = performance.now();
      const result = await send(session);
      latencies.push(performance.now() - at);
      return result;
    }),
  );
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    results,
    p95: percentile(latencies, 0.95),
    perSecond: sessions.length / (wallMs / 1000),
  };
}

export async function bookingFigures(url: string, database: string, rows: FigureRow[]) {
  const provider = await newProvider(url, uniqueName('bprov', 0));
  const sessions: Session[] = [];
  for (let index = 0; index < buyers; index++) {
    sessions.push(await newUser(url, uniqueName('bbuy', index)));
  }
  const bookP95: number[] = [];
  const bookRate: number[] = [];
  const readP95: number[] = [];
  const readRate: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const event = await publishedEvent(url, provider, {
      title: `Bench seats round ${round} ${uniqueName('e', round)}`,
      capacity,
      daysAhead: 30,
    });
    const reads = await burst(sessions, (session) =>
      call(url, session.headers, { action: 'eventdetail', url: event.url }, 'selling'),
    );
    const books = await burst(sessions, (session) =>
      call<{ booking: { state: string } }>(
        url,
        session.headers,
        { action: 'bookevent', eventId: event.id, seats: 1 },
        'selling',
      ),
    );
    const booked = books.results.filter((reply) => reply.booking.state === 'booked').length;
    const detail = await call<{ event: { seatsLeft: number | null } }>(
      url,
      provider.headers,
      { action: 'eventdetail', url: event.url },
      'selling',
    );
    if (booked !== capacity || detail.event.seatsLeft !== 0) {
      throw new Error(
        `round ${round}: ${booked} booked for ${capacity} seats, ${detail.event.seatsLeft} left`,
      );
    }
    bookP95.push(books.p95);
    bookRate.push(books.perSecond);
    readP95.push(reads.p95);
    readRate.push(reads.perSecond);
  }
  rows.push({
    figure: `action bookevent on ${database}, ${buyers} buyers at once on ${capacity} seats (never oversold in ${rounds} rounds): p95`,
    value: `${median(bookP95).toFixed(1)} ms`,
    baseline: `${median(readP95).toFixed(1)} ms eventdetail, same buyers at once`,
    ratio: `${(median(bookP95) / Math.max(median(readP95), 0.001)).toFixed(2)}×`,
  });
  rows.push({
    figure: `action bookevent on ${database}, ${buyers} buyers at once: throughput`,
    value: `${median(bookRate).toFixed(0)} req/s`,
    baseline: `${median(readRate).toFixed(0)} req/s eventdetail`,
    ratio: `${(median(bookRate) / Math.max(median(readRate), 0.001)).toFixed(2)}×`,
  });
}
