import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addEvent, addPublishedEvent, insertTopic, signIn, visitor } from './event-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear() + 1;

describe('eventdetail', () => {
  it('shows drafts to their owner only', async () => {
    const provider = await signIn(t);
    const other = await signIn(t, 'seeker');
    const event = await addEvent(provider);
    expect(await visitor(t).call('eventdetail', { url: event.url })).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
    expect(await other.call('eventdetail', { url: event.url })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await provider.call('eventdetail', { url: event.url.toUpperCase() })).toMatchObject({
      event: { id: event.id, isOwner: true, status: 'draft' },
    });
    expect(await visitor(t).call('eventdetail', { url: 'no-such-event' })).toMatchObject({
      code: 'listing_not_found',
    });
  });

  it('gives the online link to its organiser, not to a signed-in stranger (seat holders: seat-bookings.test.ts)', async () => {
    const provider = await signIn(t);
    const seeker = await signIn(t, 'seeker');
    const event = await addPublishedEvent(provider, {
      delivery: 'online',
      location: '',
      onlineUrl: 'https://meet.example.com/xyz',
    });
    expect(await visitor(t).call('eventdetail', { url: event.url })).toMatchObject({
      event: { onlineUrl: null, hasOnlineUrl: true, isOwner: false, status: 'published' },
    });
    expect(await seeker.call('eventdetail', { url: event.url })).toMatchObject({
      event: { onlineUrl: null, hasOnlineUrl: true, isOwner: false },
    });
    expect(await provider.call('eventdetail', { url: event.url })).toMatchObject({
      event: { onlineUrl: 'https://meet.example.com/xyz', isOwner: true },
    });
    const inPerson = await addPublishedEvent(provider);
    expect(await visitor(t).call('eventdetail', { url: inPerson.url })).toMatchObject({
      event: { onlineUrl: null, hasOnlineUrl: false },
    });
  });

  it("hides events of deactivated providers and others' draft topics", async () => {
    const provider = await signIn(t);
    const draftTopic = await insertTopic(t, provider.id, 'Bozza di argomento', 'draft');
    const event = await addPublishedEvent(provider, { topicId: draftTopic.id });
    expect(await visitor(t).call('eventdetail', { url: event.url })).toMatchObject({
      event: { topic: null },
    });
    expect(await provider.call('eventdetail', { url: event.url })).toMatchObject({
      event: { topic: { id: draftTopic.id } },
    });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, provider.id));
    expect(await visitor(t).call('eventdetail', { url: event.url })).toMatchObject({
      code: 'listing_not_found',
    });
  });
});

describe('myevents', () => {
  it('lists own events by status and time, paged', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    await addPublishedEvent(other);
    const later = await addPublishedEvent(provider, {
      title: 'Evento più tardi',
      startsAt: `${year}-09-01T09:00`,
      endsAt: `${year}-09-01T12:00`,
    });
    const sooner = await addPublishedEvent(provider, { title: 'Evento prima' });
    const draft = await addEvent(provider, { title: 'Evento in bozza' });
    const past = await addEvent(provider, {
      title: 'Evento passato',
      startsAt: '2021-01-10T09:00',
      endsAt: '2021-01-10T12:00',
    });

    type List = { events: Array<{ id: number; status: string }>; recordsTotal: number };
    const ids = (reply: Record<string, unknown>) => (reply as List).events.map((e) => e.id);
    const all = (await provider.call('myevents')) as List;
    expect(all.recordsTotal).toBe(4);
    expect(ids(all)).toEqual([past.id, sooner.id, draft.id, later.id]);

    const upcoming = await provider.call('myevents', { status: 'published', when: 'upcoming' });
    expect(ids(upcoming)).toEqual([sooner.id, later.id]);
    expect((upcoming as List).events[0]).toMatchObject({
      status: 'published',
      title: 'Evento prima',
      username: provider.username,
      thumbImage: null,
    });
    expect(ids(await provider.call('myevents', { when: 'past' }))).toEqual([past.id]);
    expect(ids(await provider.call('myevents', { status: 'draft' }))).toEqual([past.id, draft.id]);

    const page2 = (await provider.call('myevents', { page: 2, pageSize: 3 })) as List;
    expect(page2.recordsTotal).toBe(4);
    expect(ids(page2)).toEqual([later.id]);
  });

  it('bounds the page size and needs a session', async () => {
    const provider = await signIn(t);
    const tooLarge = await provider.call('myevents', { pageSize: 51 });
    expect(tooLarge).toMatchObject({ code: 'invalid_input' });
    expect(Object.keys(tooLarge.fields as object)).toEqual(['pageSize']);
    expect(await provider.call('myevents', { page: 0 })).toMatchObject({ code: 'invalid_input' });
    expect(await provider.call('myevents', { when: 'someday' })).toMatchObject({
      code: 'invalid_input',
    });
    expect(
      (await visitor(t).client.action('myevents', {}, { endpoint: 'selling' })).statusCode,
    ).toBe(401);
  });
});

describe('deleteevent', () => {
  it('deletes own events only', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const event = await addPublishedEvent(provider);
    expect(await other.call('deleteevent', { id: event.id })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await provider.call('deleteevent', { id: event.id })).toMatchObject({ status: true });
    expect(await provider.call('deleteevent', { id: event.id })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toEqual([]);
  });
});

describe('eventtopicoptions', () => {
  it("lists the caller's own topics, drafts included", async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    await insertTopic(t, other.id, 'Argomento altrui');
    const draft = await insertTopic(t, provider.id, 'Zeta in bozza', 'draft');
    const published = await insertTopic(t, provider.id, 'Alfa pubblicato');
    expect(await provider.call('eventtopicoptions')).toEqual({
      status: true,
      topics: [
        { id: published.id, title: 'Alfa pubblicato', status: 'published' },
        { id: draft.id, title: 'Zeta in bozza', status: 'draft' },
      ],
    });
  });
});
