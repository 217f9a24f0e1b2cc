import type { Category, DeliveryMode } from '@app/contracts/catalogue';
import type { Random } from './random.ts';
import type { TextLanguage } from './topic-texts.ts';

/** The seekers who post the demo requirements, and how they introduce themselves. */
export interface DemoSeeker {
  username: string;
  language: TextLanguage;
  city: string;
  count: number;
  /** A company trains whole departments; a person asks for a small group. */
  company: boolean;
  categories: Category[];
  intro: string;
}

export const demoSeekers: DemoSeeker[] = [
  {
    username: 'mario_rossi',
    language: 'it',
    city: 'Milano',
    count: 4,
    company: false,
    categories: ['leadership', 'communication', 'human-resources', 'management'],
    intro: 'Lavoro nelle risorse umane di un’azienda di servizi con circa 200 dipendenti a Milano.',
  },
  {
    username: 'acme_admin',
    language: 'it',
    city: 'Milano',
    count: 4,
    company: true,
    categories: ['cybersecurity', 'compliance-privacy', 'leadership', 'data-analytics'],
    intro: 'ACME è un gruppo manifatturiero con sedi a Milano e Roma e circa 900 dipendenti.',
  },
  {
    username: 'pmi_admin',
    language: 'it',
    city: 'Brescia',
    count: 4,
    company: true,
    categories: ['health-safety', 'quality', 'finance', 'digital-marketing'],
    intro:
      'Officine Marino è un’officina meccanica di precisione con 45 dipendenti in provincia di Brescia.',
  },
  {
    username: 'laura_ferrara',
    language: 'it',
    city: 'Milano',
    count: 3,
    company: true,
    categories: ['leadership', 'human-resources', 'languages'],
    intro: 'Seguo le persone e la formazione di ACME nella sede di Milano.',
  },
  {
    username: 'chiara_gallo',
    language: 'it',
    city: 'Torino',
    count: 2,
    company: false,
    categories: ['office-tools', 'communication'],
    intro: 'Sono office manager in uno studio di ingegneria di Torino con 25 persone.',
  },
  {
    username: 'davide_greco',
    language: 'it',
    city: 'Napoli',
    count: 3,
    company: false,
    categories: ['sales', 'negotiation', 'customer-service'],
    intro: 'Coordino la rete vendita di un distributore di materiale elettrico in Campania.',
  },
  {
    username: 'valentina_moretti',
    language: 'it',
    city: 'Milano',
    count: 2,
    company: false,
    categories: ['human-resources', 'artificial-intelligence'],
    intro: 'Mi occupo di selezione in una società di consulenza informatica in crescita.',
  },
  {
    username: 'andrea_colombo',
    language: 'it',
    city: 'Bergamo',
    count: 3,
    company: false,
    categories: ['quality', 'logistics', 'project-management'],
    intro:
      'Dirigo le operations di un’azienda di componenti per l’automotive in provincia di Bergamo.',
  },
  {
    username: 'roberto_leone',
    language: 'it',
    city: 'Brescia',
    count: 3,
    company: false,
    categories: ['health-safety', 'sustainability', 'quality'],
    intro: 'Sono direttore di uno stabilimento alimentare con 120 addetti su tre turni.',
  },
  {
    username: 'riccardo_villa',
    language: 'it',
    city: 'Modena',
    count: 2,
    company: false,
    categories: ['quality', 'compliance-privacy'],
    intro: 'Sono responsabile qualità di un’azienda ceramica del distretto di Sassuolo.',
  },
  {
    username: 'noemi_serra',
    language: 'it',
    city: 'Cagliari',
    count: 2,
    company: false,
    categories: ['office-tools', 'accounting'],
    intro: 'Lavoro nell’amministrazione di una cooperativa di servizi a Cagliari.',
  },
  {
    username: 'olivia_brown',
    language: 'en',
    city: 'Milano',
    count: 3,
    company: false,
    categories: ['leadership', 'languages', 'artificial-intelligence'],
    intro:
      'I coordinate learning and development for the Italian branch of an international logistics company.',
  },
  {
    username: 'thomas_wilson',
    language: 'en',
    city: 'Roma',
    count: 3,
    company: false,
    categories: ['cybersecurity', 'cloud', 'software-development'],
    intro:
      'I run a 12-person IT team at a software company in Rome that serves clients across Europe.',
  },
  {
    username: 'amelia_thomas',
    language: 'en',
    city: 'Torino',
    count: 2,
    company: false,
    categories: ['communication', 'data-analytics', 'management'],
    intro:
      'I buy training for a design and engineering consultancy with offices in Turin and London.',
  },
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Title variants; `variant` rotates them so one seeker's requests read differently. */
export function requirementTitle(
  language: TextLanguage,
  variant: number,
  need: string,
  participants: number,
  city: string,
): string {
  const it = [
    `Corso di ${need} (${participants} persone)`,
    `Cerchiamo un formatore: ${need}`,
    `${capitalise(need)}: percorso in azienda a ${city}`,
    `${capitalise(need)} per il nostro team`,
  ];
  const en = [
    `${capitalise(need)} (${participants} participants)`,
    `Looking for a trainer: ${need}`,
    `${capitalise(need)} – ${city}`,
    `Request for proposals: ${need}`,
  ];
  const titles = language === 'it' ? it : en;
  return titles[variant % titles.length]!;
}

// prettier-ignore
const monthNames = {
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const monthOf = (language: TextLanguage, isoDate: string) =>
  monthNames[language][Number(isoDate.slice(5, 7)) - 1]!;

/** The plain-text description of a requirement; paragraphs are separated by blank lines. */
export function requirementDescription(
  random: Random,
  language: TextLanguage,
  facts: {
    intro: string;
    need: string;
    participants: number;
    delivery: DeliveryMode;
    city: string;
    start: string;
    end: string;
  },
): string {
  const { need, participants, city } = facts;
  const from = monthOf(language, facts.start);
  const to = monthOf(language, facts.end);
  const period =
    from === to ? from : language === 'it' ? `tra ${from} e ${to}` : `between ${from} and ${to}`;
  if (language === 'it') {
    const ask = random.pick([
      `Cerchiamo un formatore o un ente per un percorso di ${need} rivolto a ${participants} persone del nostro team.`,
      `Vorremmo organizzare un corso di ${need}, con esempi legati al nostro settore: parteciperebbero ${participants} colleghi.`,
    ]);
    const where = {
      in_person: `Preferiamo lezioni in presenza nella nostra sede di ${city}`,
      online: 'Va benissimo un formato online, anche in più sessioni brevi',
      blended: `Ci piacerebbe una formula mista, in parte in aula a ${city} e in parte online`,
    }[facts.delivery];
    const close = random.pick([
      'Vi chiediamo una proposta con programma, durata, costo e profilo del docente.',
      'Valutiamo anche corsi già a catalogo, se si possono adattare alle nostre esigenze.',
      'Saremo felici di fissare una breve call per raccontare meglio il contesto.',
    ]);
    return `${facts.intro}\n\n${ask}\n\n${where}, con date ${from === to ? `a ${period}` : period}.\n\n${close}`;
  }
  const ask = random.pick([
    `We are looking for a trainer or training company for ${need}. The group is ${participants} people from our team.`,
    `We would like to organise ${need}, ideally with examples from our industry. About ${participants} colleagues would take part.`,
  ]);
  const where = {
    in_person: `We prefer classroom sessions at our office in ${city}`,
    online: 'An online format works well for us, even in several short sessions',
    blended: `We would like a blended format, partly in a classroom in ${city} and partly online`,
  }[facts.delivery];
  const close = random.pick([
    'Please send a proposal with the programme, duration, cost and trainer profile.',
    'Existing catalogue courses are welcome if they can be tailored to our needs.',
    'Happy to set up a short call to explain the context.',
  ]);
  return `${facts.intro}\n\n${ask}\n\n${where}, ${from === to ? `in ${period}` : period}.\n\n${close}`;
}
