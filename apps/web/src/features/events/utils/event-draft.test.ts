import { describe, expect, it } from 'vitest';
import { amountOf, checkDraft, draftOf, emptyDraft, type EventDraft } from './event-draft.ts';

const complete = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  ...emptyDraft('Europe/Rome'),
  title: 'Workshop di Excel',
  description: '<p>Programma</p>',
  startDate: '2031-06-12',
  endDate: '2031-06-12',
  location: 'Milano',
  ...overrides,
});

describe('checkDraft', () => {
  it('turns a complete draft into the action input', () => {
    expect(checkDraft(complete({ price: '1.250,50', capacity: '30' }))).toEqual({
      problems: null,
      input: {
        title: 'Workshop di Excel',
        description: '<p>Programma</p>',
        startsAt: '2031-06-12T09:00',
        endsAt: '2031-06-12T17:00',
        timeZone: 'Europe/Rome',
        delivery: 'in_person',
        location: 'Milano',
        onlineUrl: '',
        capacity: '30',
        price: 125050,
        currency: 'EUR',
        language: '',
        topicId: '',
      },
    });
  });

  it('reports each problem on its field', () => {
    const { problems } = checkDraft(
      complete({
        title: 'Ciao',
        startDate: '',
        endTime: '',
        timeZone: 'Mars/Base',
        price: 'tanti',
        capacity: '0',
      }),
    );
    expect(problems).toEqual({
      title: 'validation.title.length',
      startDate: 'validation.required',
      endDate: 'validation.required',
      timeZone: 'validation.invalid',
      price: 'validation.price',
      capacity: 'validation.tooSmall',
    });
  });

  it('wants the end after the start and a web address online', () => {
    expect(checkDraft(complete({ endTime: '08:00' })).problems).toEqual({
      endDate: 'validation.dateOrder',
    });
    const online = checkDraft(complete({ delivery: 'online', onlineUrl: 'meet.example.com' }));
    expect(online.problems).toEqual({ onlineUrl: 'validation.website.pattern' });
    const ok = checkDraft(
      complete({ delivery: 'online', onlineUrl: 'https://meet.example.com', location: 'X' }),
    );
    expect(ok.input).toMatchObject({ location: '', onlineUrl: 'https://meet.example.com' });
  });
});

describe('draftOf', () => {
  it('splits times and writes the price the way the language does', () => {
    const draft = draftOf(
      {
        id: 1,
        url: 'x',
        status: 'draft',
        title: 'Titolo evento',
        description: '',
        startsAt: '2031-06-12T09:30',
        endsAt: '2031-06-13T18:00',
        timeZone: 'America/New_York',
        delivery: 'online',
        location: null,
        onlineUrl: 'https://x.example',
        capacity: 12,
        price: 125050,
        currency: 'USD',
        language: 'en',
        topicId: 7,
        images: [],
      },
      'it',
    );
    expect(draft).toMatchObject({
      startDate: '2031-06-12',
      startTime: '09:30',
      endDate: '2031-06-13',
      endTime: '18:00',
      price: '1250,50',
      capacity: '12',
      topicId: '7',
      language: 'en',
    });
    expect(amountOf(9900, 'en')).toBe('99.00');
    expect(amountOf(0, 'en')).toBe('');
  });
});
