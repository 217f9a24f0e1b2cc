import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  addEvent,
  addPublishedEvent,
  eventFields,
  insertTopic,
  signIn,
  visitor,
} from './event-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear() + 1;
type Detail = { event: Record<string, unknown> };

describe('addevent', () => {
  it('creates a draft for a provider, with a slug from the title', async () => {
    const provider = await signIn(t);
    const reply = await provider.call(
      'addevent',
      eventFields({ title: 'Corso di Excel: livello 2' }),
    );
    expect(reply).toMatchObject({ status: true, event: { url: 'corso-di-excel-livello-2' } });
    const detail = (await provider.call('eventdetail', {
      url: 'corso-di-excel-livello-2',
    })) as Detail;
    expect(detail.event).toMatchObject({
      status: 'draft',
      isOwner: true,
      title: 'Corso di Excel: livello 2',
      location: 'Milano, Via Roma 1',
      capacity: 20,
      price: 15000,
      currency: 'EUR',
      language: 'it',
      timeZone: 'Europe/Rome',
      images: [],
      topic: null,
      provider: {
        userId: provider.id,
        username: provider.username,
        name: `Trainer ${provider.username}`,
        headline: null,
      },
    });
  });

  it('refuses seekers and visitors', async () => {
    const seeker = await signIn(t, 'seeker');
    expect(await seeker.call('addevent', eventFields())).toMatchObject({
      status: false,
      code: 'not_provider',
    });
    const response = await visitor(t).client.action('addevent', eventFields(), {
      endpoint: 'selling',
    });
    expect(response.statusCode).toBe(401);
    // On another endpoint the action does not exist.
    expect((await seeker.client.action('addevent', eventFields())).json()).toMatchObject({
      code: 'unknown_action',
    });
  });

  it('keeps slugs unique without regard to case', async () => {
    const provider = await signIn(t);
    const first = await addEvent(provider, { title: 'Giornata Agile Roma' });
    const second = await addEvent(provider, { title: 'giornata agile ROMA' });
    const third = await addEvent(provider, { title: 'Giornata Agile Roma' });
    expect([first.url, second.url, third.url]).toEqual([
      'giornata-agile-roma',
      'giornata-agile-roma-2',
      'giornata-agile-roma-3',
    ]);
  });

  it('stores wall-clock times of the organiser as instants, across changes of clocks', async () => {
    const provider = await signIn(t);
    const cases = [
      ['2027-03-28T09:00', '2027-03-28T10:00', 'Europe/Rome', '2027-03-28T07:00:00.000Z'],
      ['2027-03-27T09:00', '2027-03-27T10:00', 'Europe/Rome', '2027-03-27T08:00:00.000Z'],
      ['2027-03-14T09:00', '2027-03-14T10:00', 'America/New_York', '2027-03-14T13:00:00.000Z'],
      ['2027-03-13T09:00', '2027-03-13T10:00', 'America/New_York', '2027-03-13T14:00:00.000Z'],
    ] as const;
    for (const [startsAt, endsAt, timeZone, expected] of cases) {
      const event = await addEvent(provider, { startsAt, endsAt, timeZone });
      const detail = (await provider.call('eventdetail', { url: event.url })) as Detail;
      expect(detail.event.startsAt).toBe(expected);
      expect(detail.event.timeZone).toBe(timeZone);
      expect(new Date(detail.event.endsAt as string).getTime()).toBe(
        new Date(expected).getTime() + 3_600_000,
      );
    }
  });

  it('checks dates, zones and fields', async () => {
    const provider = await signIn(t);
    const fieldsOf = async (overrides: Record<string, string | number>) =>
      ((await provider.call('addevent', eventFields(overrides))) as { fields?: unknown }).fields;
    expect(
      await fieldsOf({ startsAt: `${year}-06-12T17:00`, endsAt: `${year}-06-12T09:00` }),
    ).toEqual({ endsAt: ['validation.dateOrder'] });
    expect(await fieldsOf({ endsAt: `${year}-06-12T09:00` })).toEqual({
      endsAt: ['validation.dateOrder'],
    });
    expect(await fieldsOf({ startsAt: `${year}-02-30T09:00` })).toEqual({
      startsAt: ['validation.date'],
    });
    expect(await fieldsOf({ startsAt: '12/06/2027 09:00' })).toEqual({
      startsAt: ['validation.date'],
    });
    expect(await fieldsOf({ timeZone: 'Europe/Atlantis' })).toEqual({
      timeZone: ['validation.invalid'],
    });
    expect(
      await fieldsOf({ delivery: 'online', onlineUrl: 'javascript:alert(1)', location: '' }),
    ).toEqual({ onlineUrl: ['validation.website.pattern'] });
    expect(await fieldsOf({ capacity: 0, price: -1, title: 'Ciao' })).toEqual({
      capacity: ['validation.tooSmall'],
      price: ['validation.tooSmall'],
      title: ['validation.title.length'],
    });
    expect(await fieldsOf({ language: 'xx', currency: 'JPY' })).toEqual({
      language: ['validation.invalid'],
      currency: ['validation.invalid'],
    });
  });

  it('sanitises the description and keeps only what the delivery mode uses', async () => {
    const provider = await signIn(t);
    const event = await addEvent(provider, {
      description:
        '<p onclick="steal()">Programma<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      delivery: 'online',
      location: 'Torino',
      onlineUrl: 'https://meet.example.com/abc',
    });
    const detail = (await provider.call('eventdetail', { url: event.url })) as Detail;
    expect(detail.event.description).toBe(
      '<p>Programma</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(detail.event).toMatchObject({
      location: null,
      onlineUrl: 'https://meet.example.com/abc',
    });
  });

  it('links only topics of the caller', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const own = await insertTopic(t, provider.id, 'Excel per la finanza');
    const foreign = await insertTopic(t, other.id, 'Budget e controllo');
    expect(await provider.call('addevent', eventFields({ topicId: foreign.id }))).toMatchObject({
      code: 'forbidden',
    });
    expect(await provider.call('addevent', eventFields({ topicId: 999_999 }))).toMatchObject({
      code: 'forbidden',
    });
    const event = await addEvent(provider, { topicId: own.id });
    const detail = (await provider.call('eventdetail', { url: event.url })) as Detail;
    expect(detail.event.topic).toEqual({
      id: own.id,
      url: own.url,
      title: 'Excel per la finanza',
    });
  });
});

describe('updateevent', () => {
  it('lets the owner change everything but the url', async () => {
    const provider = await signIn(t);
    const event = await addEvent(provider, { title: 'Primo titolo evento' });
    const reply = await provider.call('updateevent', {
      id: event.id,
      ...eventFields({ title: 'Secondo titolo evento', timeZone: 'America/New_York' }),
    });
    expect(reply).toEqual({ status: true, event });
    const detail = (await provider.call('eventdetail', { url: event.url })) as Detail;
    expect(detail.event).toMatchObject({
      title: 'Secondo titolo evento',
      timeZone: 'America/New_York',
      startsAt: `${year}-06-12T13:00:00.000Z`,
    });
  });

  it('is for the owner only', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const event = await addEvent(provider);
    expect(await other.call('updateevent', { id: event.id, ...eventFields() })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await other.call('updateevent', { id: 999_999, ...eventFields() })).toMatchObject({
      code: 'listing_not_found',
    });
  });

  it('keeps a published event complete', async () => {
    const provider = await signIn(t);
    const event = await addPublishedEvent(provider);
    expect(
      await provider.call('updateevent', {
        id: event.id,
        ...eventFields({ description: '<p> </p>', location: '' }),
      }),
    ).toMatchObject({
      code: 'invalid_input',
      fields: { description: ['validation.required'], location: ['validation.required'] },
    });
  });
});

describe('myevent', () => {
  it('keeps a minimum of attendees and a go/no-go time before the start, in the event zone', async () => {
    const provider = await signIn(t);
    const event = await addEvent(provider, {
      startsAt: '2027-06-12T09:00',
      endsAt: '2027-06-12T17:00',
      minAttendees: 5,
      goNoGoAt: '2027-06-05T12:00',
    });
    expect(await provider.call('myevent', { id: event.id })).toMatchObject({
      event: { minAttendees: 5, goNoGoAt: '2027-06-05T12:00' },
    });
    expect(
      await provider.call('addevent', eventFields({ goNoGoAt: '2027-06-12T09:00' })),
    ).toMatchObject({ code: 'invalid_input', fields: { goNoGoAt: ['validation.dateOrder'] } });
  });

  it('gives the owner the form back as typed, times in the event zone', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const topic = await insertTopic(t, provider.id, 'Argomento collegato');
    const event = await addEvent(provider, {
      startsAt: '2027-10-31T02:30',
      endsAt: '2027-10-31T04:00',
      timeZone: 'Europe/Rome',
      delivery: 'blended',
      onlineUrl: 'https://meet.example.com/b',
      topicId: topic.id,
      capacity: '',
      language: '',
    });
    expect(await provider.call('myevent', { id: event.id })).toEqual({
      status: true,
      event: {
        id: event.id,
        url: event.url,
        status: 'draft',
        title: 'Workshop Excel avanzato',
        description: '<p>Tabelle pivot e <strong>Power Query</strong>.</p>',
        startsAt: '2027-10-31T02:30',
        endsAt: '2027-10-31T04:00',
        timeZone: 'Europe/Rome',
        delivery: 'blended',
        location: 'Milano, Via Roma 1',
        onlineUrl: 'https://meet.example.com/b',
        capacity: null,
        price: 15000,
        currency: 'EUR',
        language: null,
        topicId: topic.id,
        minAttendees: null,
        goNoGoAt: null,
        images: [],
      },
    });
    expect(await other.call('myevent', { id: event.id })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await other.call('myevent', { id: 999_999 })).toMatchObject({
      code: 'listing_not_found',
    });
  });
});

describe('publishevent', () => {
  it('needs a description and a place, or a link online', async () => {
    const provider = await signIn(t);
    const bare = await addEvent(provider, { description: '', location: '' });
    expect(await provider.call('publishevent', { id: bare.id, publish: true })).toMatchObject({
      status: false,
      code: 'invalid_input',
      fields: { description: ['validation.required'], location: ['validation.required'] },
    });
    const online = await addEvent(provider, { delivery: 'online', onlineUrl: '' });
    expect(await provider.call('publishevent', { id: online.id, publish: 'true' })).toMatchObject({
      fields: { onlineUrl: ['validation.required'] },
    });
    const blended = await addEvent(provider, {
      delivery: 'blended',
      location: 'Bologna',
      onlineUrl: '',
    });
    expect(await provider.call('publishevent', { id: blended.id, publish: 1 })).toMatchObject({
      status: true,
      event: { id: blended.id, url: blended.url, status: 'published' },
    });
  });

  it('refuses an event that already ended, and takes one back to draft', async () => {
    const provider = await signIn(t);
    const past = await addEvent(provider, {
      startsAt: '2020-05-01T09:00',
      endsAt: '2020-05-01T12:00',
    });
    expect(await provider.call('publishevent', { id: past.id, publish: true })).toMatchObject({
      code: 'invalid_input',
      fields: { endsAt: ['validation.eventEnded'] },
    });
    const event = await addPublishedEvent(provider);
    expect(await provider.call('publishevent', { id: event.id, publish: false })).toMatchObject({
      event: { status: 'draft' },
    });
    expect(await visitor(t).call('eventdetail', { url: event.url })).toMatchObject({
      code: 'listing_not_found',
    });
  });

  it('is for the owner only', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const event = await addEvent(provider);
    expect(await other.call('publishevent', { id: event.id, publish: true })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await other.call('publishevent', { id: 999_999, publish: true })).toMatchObject({
      code: 'listing_not_found',
    });
  });
});
