import type { Category, DeliveryMode } from '@app/contracts/catalogue';
import type { Random } from './random.ts';
import { escapeHtml, type TextLanguage } from './topic-texts.ts';

/** Kinds of demo events: how long they last, when they start, what they cost. */
export type EventKind = 'webinar' | 'workshop' | 'masterclass' | 'taster';

export const eventKinds: Record<
  EventKind,
  {
    delivery: DeliveryMode | 'any';
    startHour: number;
    startMinute: number;
    minutes: number;
    euros: [number, number];
    capacity: [number, number];
  }
> = {
  webinar: {
    delivery: 'online',
    startHour: 18,
    startMinute: 0,
    minutes: 90,
    euros: [0, 0],
    capacity: [100, 300],
  },
  workshop: {
    delivery: 'in_person',
    startHour: 9,
    startMinute: 30,
    minutes: 480,
    euros: [120, 390],
    capacity: [12, 25],
  },
  masterclass: {
    delivery: 'any',
    startHour: 14,
    startMinute: 0,
    minutes: 240,
    euros: [49, 190],
    capacity: [20, 40],
  },
  taster: {
    delivery: 'any',
    startHour: 17,
    startMinute: 30,
    minutes: 120,
    euros: [0, 0],
    capacity: [30, 60],
  },
};

/** The title of an event that presents a topic. */
export function eventTitleFor(
  language: TextLanguage,
  kind: EventKind,
  topicTitle: string,
  city: string | null,
): string {
  if (language === 'it') {
    if (kind === 'webinar') return `Webinar: ${topicTitle}`;
    if (kind === 'workshop') return `Workshop a ${city ?? 'distanza'} – ${topicTitle}`;
    if (kind === 'masterclass') return `Masterclass – ${topicTitle}`;
    return `Presentazione gratuita – ${topicTitle}`;
  }
  if (kind === 'webinar') return `Live webinar: ${topicTitle}`;
  if (kind === 'workshop') return `Workshop in ${city ?? 'the cloud'}: ${topicTitle}`;
  if (kind === 'masterclass') return `Masterclass: ${topicTitle}`;
  return `Free taster session: ${topicTitle}`;
}

const eventIntros: Record<TextLanguage, Record<EventKind, string[]>> = {
  it: {
    webinar: [
      'Un’ora e mezza in diretta per scoprire metodi e strumenti del corso, con spazio per le domande del pubblico.',
      'Un incontro online gratuito per capire se il percorso fa per te: esempi pratici, domande e risposte.',
    ],
    workshop: [
      'Una giornata di lavoro pratico in piccolo gruppo: si arriva con i propri casi e si riparte con un piano concreto.',
      'Un laboratorio intensivo in presenza, con esercitazioni guidate e confronto tra partecipanti di aziende diverse.',
    ],
    masterclass: [
      'Un pomeriggio di approfondimento con casi reali e una sessione finale di domande e risposte.',
      'Quattro ore concentrate sugli aspetti più pratici del tema, con materiali da portare in azienda.',
    ],
    taster: [
      'Una sessione di prova gratuita per conoscere docente, metodo e programma prima di iscriversi.',
      'Due ore per assaggiare il corso: una breve lezione, un esercizio e tutte le informazioni pratiche.',
    ],
  },
  en: {
    webinar: [
      'Ninety minutes live to explore the methods and tools of the course, with time for your questions.',
      'A free online session to see whether the course is right for you: practical examples and open Q&A.',
    ],
    workshop: [
      'A full day of hands-on work in a small group: bring your own cases and leave with a concrete plan.',
      'An intensive in-person lab with guided exercises and discussion among people from different companies.',
    ],
    masterclass: [
      'An afternoon deep dive with real cases and a final question-and-answer session.',
      'Four focused hours on the most practical side of the subject, with materials to take back to work.',
    ],
    taster: [
      'A free trial session to meet the trainer and see the method and programme before you sign up.',
      'Two hours to try the course: a short lesson, an exercise and all the practical details.',
    ],
  },
};

const agendaHeadings = { it: 'In programma', en: 'Agenda' };

const logistics: Record<TextLanguage, { online: string[]; venue: string[] }> = {
  it: {
    online: [
      'Il link per collegarsi è nella pagina dell’evento; la registrazione resta disponibile per una settimana.',
      'Ci si collega dal browser, senza installare nulla. I posti sono limitati.',
    ],
    venue: [
      'Materiali inclusi. I posti sono limitati: conferma la partecipazione per tempo.',
      'La sede è raggiungibile con i mezzi pubblici; l’accoglienza inizia mezz’ora prima.',
    ],
  },
  en: {
    online: [
      'The joining link is on the event page; the recording stays available for a week.',
      'Join from your browser, nothing to install. Places are limited.',
    ],
    venue: [
      'Materials included. Places are limited, so book early.',
      'The venue is close to public transport; doors open half an hour before the start.',
    ],
  },
};

/** The HTML description of an event: an introduction, an agenda list and practical details. */
export function composeEventDescription(
  random: Random,
  language: TextLanguage,
  kind: EventKind,
  agenda: string[],
  online: boolean,
  intro?: string,
): string {
  const items = agenda.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return [
    `<p>${escapeHtml(intro ?? random.pick(eventIntros[language][kind]))}</p>`,
    `<h3>${agendaHeadings[language]}</h3>`,
    `<ul>${items}</ul>`,
    `<p>${random.pick(logistics[language][online ? 'online' : 'venue'])}</p>`,
  ].join('');
}

/** Events that stand on their own, not tied to one topic. */
export interface StandaloneEvent {
  username: string;
  category: Category;
  language: TextLanguage;
  kind: EventKind;
  title: string;
  intro: string;
  /** What happens, in order: written for the event, as a topic's programme is for the topic. */
  agenda: string[];
  online: boolean;
}

export const standaloneEvents: StandaloneEvent[] = [
  {
    username: 'giulia_bianchi',
    category: 'agile',
    language: 'it',
    kind: 'taster',
    title: 'Meetup Agile Milano: retrospettive che funzionano',
    intro:
      'Il meetup mensile della comunità agile milanese: due brevi interventi, poi tavoli di lavoro sulle retrospettive e aperitivo.',
    agenda: [
      'Benvenuto e presentazione della comunità',
      'Due interventi brevi: retrospettive che portano ad azioni',
      'Tavoli di lavoro su formati di retrospettiva',
      'Aperitivo e networking',
    ],
    online: false,
  },
  {
    username: 'sara_fontana',
    category: 'health-safety',
    language: 'it',
    kind: 'workshop',
    title: 'Giornata della sicurezza sul lavoro per le PMI',
    intro:
      'Una giornata dedicata a titolari, RSPP e preposti delle piccole imprese: novità normative, casi di infortunio e buone pratiche.',
    agenda: [
      'Le novità normative dell’anno sulla sicurezza',
      'Analisi di infortuni reali nelle piccole imprese',
      'Buone pratiche: formazione, DPI e quasi infortuni',
      'Domande ai consulenti',
    ],
    online: false,
  },
  {
    username: 'formazione_nordest',
    category: 'human-resources',
    language: 'it',
    kind: 'webinar',
    title: 'Formazione finanziata: come usare i fondi interprofessionali',
    intro:
      'Come funzionano i fondi interprofessionali, quali corsi si possono finanziare e come presentare un piano formativo senza errori.',
    agenda: [
      'I fondi interprofessionali: come funzionano e chi può aderire',
      'Conto formazione e avvisi: quale strada scegliere',
      'Presentare un piano formativo senza errori',
      'Domande e risposte',
    ],
    online: true,
  },
  {
    username: 'giada_vitale',
    category: 'sustainability',
    language: 'it',
    kind: 'taster',
    title: 'Colazione di lavoro: ESG e piccole imprese',
    intro:
      'Un incontro informale per imprenditori e responsabili amministrativi: cosa chiedono davvero banche e clienti in tema ESG.',
    agenda: [
      'Cosa chiedono banche e grandi clienti in tema ESG',
      'I primi dati da raccogliere in una piccola impresa',
      'Testimonianza di un’azienda del territorio',
    ],
    online: false,
  },
  {
    username: 'valerio_santoro',
    category: 'artificial-intelligence',
    language: 'it',
    kind: 'workshop',
    title: 'Laboratorio sull’IA generativa per l’ufficio',
    intro:
      'Una giornata a squadre per costruire, con strumenti di IA generativa, soluzioni a problemi reali portati dalle aziende partecipanti.',
    agenda: [
      'I problemi portati dalle aziende: scelta e formazione delle squadre',
      'Lavoro a squadre con strumenti di IA generativa',
      'Presentazione delle soluzioni',
      'Cosa portare in ufficio: regole e prossimi passi',
    ],
    online: false,
  },
  {
    username: 'techskills_academy',
    category: 'software-development',
    language: 'it',
    kind: 'webinar',
    title: 'Open day online dei percorsi per sviluppatori',
    intro:
      'Presentiamo i percorsi per sviluppatori del prossimo semestre: programmi, docenti, progetti finali e modalità di iscrizione.',
    agenda: [
      'I percorsi del prossimo semestre: front end, back end, cloud',
      'I docenti e i progetti finali degli studenti',
      'Modalità di iscrizione e formazione finanziata',
      'Domande e risposte',
    ],
    online: true,
  },
  {
    username: 'james_smith',
    category: 'cloud',
    language: 'en',
    kind: 'webinar',
    title: 'Cloud Native Meetup: Cost Control in Practice',
    intro:
      'Our online meetup for cloud engineers: two short talks on keeping cloud bills under control, then open discussion.',
    agenda: [
      'Talk: where the cloud bill really comes from',
      'Talk: tagging, budgets and alerts that work',
      'Open discussion',
    ],
    online: true,
  },
  {
    username: 'sophie_williams',
    category: 'leadership',
    language: 'en',
    kind: 'taster',
    title: 'Women in Leadership Breakfast',
    intro:
      'An informal breakfast for women in management roles: a short talk on influence and visibility, then conversation in small groups.',
    agenda: [
      'Welcome breakfast',
      'Short talk: influence and visibility at work',
      'Conversation in small groups',
    ],
    online: false,
  },
];
