/**
 * The forms a browser sends to add a topic, an event or a requirement: shared by those modules'
 * fixtures and by the tests that cross modules (the authorisation table).
 */

type TopicFields = Record<string, unknown>;
type Fields = Record<string, string | number | boolean>;

const year = new Date().getUTCFullYear() + 1;

/** A complete topic, as the provider's form sends it. */
export const completeTopic = (overrides: TopicFields = {}): TopicFields => ({
  title: 'Excel avanzato per il controllo di gestione',
  category: 'office-tools',
  description: '<p>Tabelle pivot, <strong>Power Query</strong> e cruscotti.</p>',
  outcomes: ['Costruire un cruscotto', 'Automatizzare i report'],
  audience: 'Controller e analisti',
  durationHours: 16,
  delivery: 'blended',
  languages: ['it', 'en'],
  location: 'Milano',
  price: 45000,
  currency: 'EUR',
  ...overrides,
});

/** A complete in-person event next year, in Rome; override what a test is about. */
export function eventFields(overrides: Fields = {}): Fields {
  return {
    title: 'Workshop Excel avanzato',
    description: '<p>Tabelle pivot e <strong>Power Query</strong>.</p>',
    startsAt: `${year}-06-12T09:00`,
    endsAt: `${year}-06-12T17:00`,
    timeZone: 'Europe/Rome',
    delivery: 'in_person',
    location: 'Milano, Via Roma 1',
    capacity: 20,
    price: 15000,
    currency: 'EUR',
    language: 'it',
    ...overrides,
  };
}

/** The form's required fields, as a browser sends them, with any others. */
export const requirementForm = (overrides: Fields = {}): Fields => ({
  title: 'Excel for the sales team',
  description: 'Pivot tables and charts.\nTwo half days.',
  category: 'office-tools',
  ...overrides,
});
