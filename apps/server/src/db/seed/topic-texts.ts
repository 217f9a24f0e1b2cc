import type { DeliveryMode } from '@app/contracts/catalogue';
import type { Random } from './random.ts';
import type { CategoryWords } from './vocabulary-types.ts';

/**
 * The sentences demo topics and provider profiles are composed of, in Italian and English. Each
 * text picks among a few variants and fills in the topic's own words, so that two topics of the
 * same category read differently.
 */

export type TextLanguage = 'it' | 'en';

export interface TopicFacts {
  title: string;
  hours: number;
  delivery: DeliveryMode;
  /** Where classes meet; null when online. */
  city: string | null;
  group: number;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function durationPhrase(language: TextLanguage, hours: number): string {
  const days: Record<number, [string, string]> = {
    4: ['mezza giornata', 'half a day'],
    8: ['una giornata', 'one day'],
    16: ['due giornate', 'two days'],
    24: ['tre giornate', 'three days'],
  };
  const named = days[hours];
  if (named) return language === 'it' ? named[0] : named[1];
  return language === 'it' ? `${hours} ore` : `${hours} hours`;
}

const headings = {
  it: ['Perché questo corso', 'Il corso in breve', 'Di cosa parliamo', 'A chi serve e perché'],
  en: ['Why this course', 'The course at a glance', 'What it is about', 'Who it is for and why'],
};

const programmeHeadings = {
  it: ['Programma', 'Cosa faremo', 'Gli argomenti'],
  en: ['Programme', 'What we will cover', 'Agenda'],
};

const intros: Record<TextLanguage, Array<(facts: TopicFacts, area: string) => string>> = {
  it: [
    (f) =>
      `«${f.title}» è un percorso di ${durationPhrase('it', f.hours)} che alterna brevi momenti di teoria, casi reali ed esercitazioni. I gruppi sono di massimo ${f.group} persone, così ognuno ha spazio per portare le proprie situazioni.`,
    (f, area) =>
      `In ${durationPhrase('it', f.hours)} affrontiamo gli strumenti essenziali di ${area} con un taglio molto pratico: ogni concetto è seguito da un esercizio e da un confronto in gruppo.`,
    (f) =>
      `Questo corso nasce dall’esperienza con decine di aziende: niente teoria fine a sé stessa, ma metodi da applicare dal giorno dopo. Durata: ${durationPhrase('it', f.hours)}, in gruppi di ${f.group} partecipanti al massimo.`,
  ],
  en: [
    (f) =>
      `“${f.title}” is a ${durationPhrase('en', f.hours)} course that mixes short inputs, real cases and exercises. Groups are capped at ${f.group} people, so everyone has room to bring their own situations.`,
    (f, area) =>
      `In ${durationPhrase('en', f.hours)} we cover the essential tools of ${area} in a very practical way: every idea is followed by an exercise and a group discussion.`,
    (f) =>
      `This course grew out of work with dozens of companies: no theory for its own sake, only methods you can use the next day. It takes ${durationPhrase('en', f.hours)}, with at most ${f.group} participants.`,
  ],
};

const deliverySentences: Record<
  TextLanguage,
  Record<DeliveryMode, Array<(city: string) => string>>
> = {
  it: {
    in_person: [
      (city) =>
        `Il corso si tiene in aula a ${city}, in una sede comoda da raggiungere con i mezzi pubblici.`,
      (city) =>
        `Le lezioni si svolgono in presenza a ${city}; su richiesta il corso può essere organizzato anche nella vostra azienda.`,
    ],
    online: [
      () =>
        'Le sessioni sono online e in diretta, con lavagna condivisa ed esercitazioni in piccoli gruppi.',
      () =>
        'Il corso è interamente online, in diretta: bastano un computer, un microfono e una videocamera.',
    ],
    blended: [
      (city) =>
        `Il percorso combina incontri in aula a ${city} e sessioni online, per conciliare la formazione con il lavoro.`,
      (city) =>
        `Si parte con una giornata in presenza a ${city} e si prosegue con incontri online di approfondimento.`,
    ],
  },
  en: {
    in_person: [
      (city) => `Classes meet in ${city}, at a venue that is easy to reach by public transport.`,
      (city) =>
        `The course runs in person in ${city}; it can also be delivered at your own premises.`,
    ],
    online: [
      () => 'Sessions are live online, with a shared whiteboard and small-group breakouts.',
      () =>
        'The course is fully online and live: all you need is a computer with a microphone and camera.',
    ],
    blended: [
      (city) =>
        `The course combines classroom days in ${city} with live online sessions, so it fits around work.`,
      (city) =>
        `It starts with a classroom day in ${city} and continues with online follow-up sessions.`,
    ],
  },
};

const closings = {
  it: [
    'Al termine ricevi le dispense, i modelli usati in aula e un attestato di partecipazione.',
    'Ogni partecipante riceve materiali e strumenti pronti da usare, oltre all’attestato di frequenza.',
    'Nel mese successivo al corso i partecipanti possono inviare domande sull’applicazione pratica di quanto visto.',
  ],
  en: [
    'You leave with the handouts, the templates used in class and a certificate of attendance.',
    'Every participant receives ready-to-use materials and tools, plus a certificate of attendance.',
    'For a month after the course participants can send questions about putting it into practice.',
  ],
};

/**
 * The sanitised-HTML description of a topic: a heading, paragraphs and its own programme, whole
 * and in order (the course's, written for its title).
 */
export function composeTopicDescription(
  random: Random,
  language: TextLanguage,
  texts: CategoryWords,
  facts: TopicFacts,
  programme: string[],
): string {
  const city = facts.city ?? '';
  const paragraphs = [
    `<h2>${escapeHtml(random.pick(headings[language]))}</h2>`,
    `<p>${escapeHtml(random.pick(texts.pains))}</p>`,
    `<p>${escapeHtml(random.pick(intros[language])(facts, texts.area))}</p>`,
    `<h3>${escapeHtml(random.pick(programmeHeadings[language]))}</h3>`,
    `<ul>${programme.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(random.pick(deliverySentences[language][facts.delivery])(city))} ${escapeHtml(random.pick(closings[language]))}</p>`,
  ];
  return paragraphs.join('');
}

/** A short paragraph for the profile of a trainer or a training company. */
export function composeBio(
  random: Random,
  language: TextLanguage,
  facts: {
    gender: 'f' | 'm' | 'org';
    years: number;
    city: string;
    areas: string[];
    remote: boolean;
  },
): string {
  const [main, other] = facts.areas;
  if (language === 'it') {
    if (facts.gender === 'org') {
      return `Ente di formazione attivo da ${facts.years} anni in ${main}${other ? ` e in ${other}` : ''}. Il nostro team di docenti progetta percorsi su misura per aziende e professionisti, in aula a ${facts.city} e online. Seguiamo anche i piani di formazione finanziata con i fondi interprofessionali.`;
    }
    const role = facts.gender === 'f' ? 'Formatrice e consulente' : 'Formatore e consulente';
    const middle = random.pick([
      'Lavoro con aziende di ogni dimensione, dalle PMI ai grandi gruppi, e porto in aula casi reali ed esercitazioni pratiche.',
      'Nei miei corsi la teoria è ridotta all’essenziale: si lavora su casi concreti portati dai partecipanti.',
      'Prima di dedicarmi alla formazione ho lavorato a lungo in azienda, e cerco di portare in aula la stessa concretezza.',
    ]);
    const also = other ? ` Mi occupo anche di ${other}.` : '';
    return `${role} con ${facts.years} anni di esperienza in ${main}.${also} ${middle} Base a ${facts.city}, disponibile in tutta Italia e online.`;
  }
  const middle = random.pick([
    'I work with companies of every size, from start-ups to large groups, and bring real cases and hands-on exercises into every session.',
    'In my courses theory is kept to the essentials: we work on real situations brought by the participants.',
    'Before becoming a trainer I spent many years in industry, and I bring the same practical focus to the classroom.',
  ]);
  const also = other ? ` I also teach ${other}.` : '';
  const base = facts.remote
    ? `Based in ${facts.city}, I teach online for teams across Europe.`
    : `Based in ${facts.city}, I teach in English across Italy and online.`;
  return `Trainer and consultant with ${facts.years} years of experience in ${main}.${also} ${middle} ${base}`;
}

/** Names of the languages a provider speaks, in the language of their profile. */
export function spokenLanguageNames(
  language: TextLanguage,
  codes: TextLanguage[],
  remote: boolean,
): string[] {
  const names = { it: { it: 'Italiano', en: 'Inglese' }, en: { it: 'Italian', en: 'English' } };
  const spoken = new Set(codes);
  // English-speaking trainers who live in Italy get by in Italian too.
  if (language === 'en' && !remote) spoken.add('it');
  return [...spoken].map((code) => names[language][code]);
}
