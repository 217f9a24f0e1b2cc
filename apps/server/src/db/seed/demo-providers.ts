import type { Category } from '@app/contracts/catalogue';

/**
 * The trainers of the demo catalogue: the providers of seed.ts's crowd plus the accounts below,
 * with what their profiles and topics are made from. The first category is their main one; the
 * first language is the one their profile is written in; a city outside Italy means they only
 * teach online.
 */
export interface DemoProvider {
  username: string;
  gender: 'f' | 'm' | 'org';
  city: string;
  categories: Category[];
  languages: Array<'it' | 'en'>;
  years: number;
  skills: string[];
}

export interface NewProviderUser {
  username: string;
  firstName: string;
  lastName: string;
  headline: string;
  profileType?: 'company';
}

/** Provider accounts added for the catalogue (created by seedDemoData with the others). */
export const newProviderUsers: NewProviderUser[] = [
  {
    username: 'valerio_santoro',
    firstName: 'Valerio',
    lastName: 'Santoro',
    headline: 'Machine learning engineer e formatore sull’IA generativa',
  },
  {
    username: 'irene_pellegrini',
    firstName: 'Irene',
    lastName: 'Pellegrini',
    headline: 'Consulente di marketing strategico per PMI',
  },
  {
    username: 'fabio_marchi',
    firstName: 'Fabio',
    lastName: 'Marchi',
    headline: 'Formatore commerciale B2B',
  },
  {
    username: 'claudia_ferri',
    firstName: 'Claudia',
    lastName: 'Ferri',
    headline: 'HR business partner e formatrice',
  },
  {
    username: 'nicola_gentile',
    firstName: 'Nicola',
    lastName: 'Gentile',
    headline: 'Commercialista e docente di contabilità',
  },
  {
    username: 'giada_vitale',
    firstName: 'Giada',
    lastName: 'Vitale',
    headline: 'Consulente ESG e sostenibilità',
  },
  {
    username: 'antonio_sala',
    firstName: 'Antonio',
    lastName: 'Sala',
    headline: 'Auditor ISO 9001 e consulente qualità',
  },
  {
    username: 'ilaria_deangelis',
    firstName: 'Ilaria',
    lastName: 'De Angelis',
    headline: 'Esperta di customer experience',
  },
  {
    username: 'pietro_fabbri',
    firstName: 'Pietro',
    lastName: 'Fabbri',
    headline: 'Ethical hacker e formatore sulla sicurezza',
  },
  {
    username: 'hannah_clarke',
    firstName: 'Hannah',
    lastName: 'Clarke',
    headline: 'Cross-cultural negotiation trainer',
  },
  {
    username: 'daniel_murphy',
    firstName: 'Daniel',
    lastName: 'Murphy',
    headline: 'Agile coach and PMP instructor',
  },
  {
    username: 'formazione_nordest',
    firstName: 'Formazione',
    lastName: 'Nordest',
    headline: 'Ente di formazione accreditato in Veneto',
    profileType: 'company',
  },
  {
    username: 'techskills_academy',
    firstName: 'TechSkills',
    lastName: 'Academy',
    headline: 'Scuola di formazione tecnologica per aziende',
    profileType: 'company',
  },
  {
    username: 'roberta_neri',
    firstName: 'Roberta',
    lastName: 'Neri',
    headline: 'Graphic e UX designer, docente Figma',
  },
  {
    username: 'enrico_pagano',
    firstName: 'Enrico',
    lastName: 'Pagano',
    headline: 'Sviluppatore full stack e formatore',
  },
  {
    username: 'veronica_bassi',
    firstName: 'Veronica',
    lastName: 'Bassi',
    headline: 'Docente di tedesco, spagnolo e francese per aziende',
  },
  {
    username: 'tommaso_riva',
    firstName: 'Tommaso',
    lastName: 'Riva',
    headline: 'Supply chain manager e formatore',
  },
  {
    username: 'michela_sanna',
    firstName: 'Michela',
    lastName: 'Sanna',
    headline: 'Controller e formatrice di controllo di gestione',
  },
  {
    username: 'lucas_martin',
    firstName: 'Lucas',
    lastName: 'Martin',
    headline: 'Data scientist and AI trainer',
  },
];

type Row = [string, DemoProvider['gender'], string, Category[], Array<'it' | 'en'>, number, string];

/** username, gender, city, categories, languages, years of experience, skills (comma list). */
// prettier-ignore
const rows: Row[] = [
  ['giulia_bianchi', 'f', 'Milano', ['agile', 'project-management'], ['it', 'en'], 12, 'Scrum, Kanban, Facilitazione, Coaching agile'],
  ['luca_ferrari', 'm', 'Bologna', ['office-tools', 'data-analytics'], ['it'], 15, 'Excel, Power BI, Power Query, VBA'],
  ['francesca_russo', 'f', 'Roma', ['communication', 'leadership'], ['it', 'en'], 10, 'Public speaking, Storytelling, Presentazioni'],
  ['alessandro_romano', 'm', 'Torino', ['cybersecurity', 'compliance-privacy'], ['it', 'en'], 14, 'Cybersecurity, Phishing awareness, NIS2, ISO 27001'],
  ['matteo_costa', 'm', 'Roma', ['project-management', 'management'], ['it', 'en'], 18, 'PMP, Risk management, Microsoft Project'],
  ['sara_fontana', 'f', 'Brescia', ['health-safety', 'logistics'], ['it'], 16, 'D.Lgs. 81/08, Primo soccorso, Antincendio, RSPP'],
  ['elena_ricci', 'f', 'Firenze', ['languages', 'communication'], ['it', 'en'], 11, 'Inglese, Business English, Cambridge BEC'],
  ['marco_bruno', 'm', 'Bergamo', ['quality', 'logistics', 'sustainability'], ['it'], 20, 'Lean, Kaizen, 5S, Value stream mapping'],
  ['simone_barbieri', 'm', 'Pisa', ['data-analytics', 'software-development', 'artificial-intelligence'], ['it', 'en'], 9, 'Python, pandas, SQL, Machine learning'],
  ['martina_lombardi', 'f', 'Milano', ['negotiation', 'sales'], ['it', 'en'], 13, 'Negoziazione, Metodo Harvard, Key account'],
  ['federica_rinaldi', 'f', 'Bologna', ['compliance-privacy'], ['it'], 12, 'GDPR, Privacy, DPO, Modello 231'],
  ['giorgio_caruso', 'm', 'Napoli', ['leadership', 'management'], ['it'], 22, 'Team building, Leadership, Outdoor training'],
  ['stefano_galli', 'm', 'Verona', ['accounting', 'logistics'], ['it', 'en'], 17, 'SAP FI/CO, SAP MM, Contabilità'],
  ['silvia_martini', 'f', 'Padova', ['management', 'communication'], ['it'], 10, 'Time management, Produttività, Riunioni efficaci'],
  ['paola_longo', 'f', 'Bari', ['customer-service', 'sales'], ['it'], 14, 'Customer care, Gestione reclami, Comunicazione telefonica'],
  ['emma_johnson', 'f', 'Milano', ['design', 'management'], ['en'], 11, 'Design thinking, Facilitation, Service design'],
  ['james_smith', 'm', 'London', ['cloud', 'software-development'], ['en'], 13, 'AWS, Terraform, Kubernetes'],
  ['william_taylor', 'm', 'Milano', ['finance', 'accounting'], ['en'], 16, 'Financial modelling, Excel, Valuation'],
  ['sophie_williams', 'f', 'Roma', ['human-resources', 'leadership'], ['en'], 9, 'Emotional intelligence, Coaching, Wellbeing'],
  ['charlotte_davies', 'f', 'London', ['design', 'digital-marketing'], ['en'], 8, 'UX writing, Content design, Accessibility'],
  ['oliver_evans', 'm', 'Torino', ['agile', 'cloud', 'software-development'], ['en'], 12, 'Kanban, DevOps, CI/CD'],
  ['harry_roberts', 'm', 'Roma', ['health-safety'], ['en'], 15, 'First aid, BLSD, Emergency response'],
  ['giovanni_esposito', 'm', 'Napoli', ['digital-marketing', 'marketing'], ['it'], 10, 'Social media, Google Ads, SEO'],
  ['beatrice_mancini', 'f', 'Firenze', ['human-resources', 'communication'], ['it'], 11, 'Mindfulness, Benessere organizzativo, Gestione dello stress'],
  ['alice_marchetti', 'f', 'Perugia', ['languages'], ['it', 'en'], 14, 'Italiano per stranieri, Italian, Certificazione CILS'],
  ['lorenzo_deluca', 'm', 'Piacenza', ['logistics', 'health-safety'], ['it'], 19, 'Carrelli elevatori, Logistica di magazzino, Sicurezza'],
  ['valerio_santoro', 'm', 'Milano', ['artificial-intelligence', 'data-analytics'], ['it', 'en'], 8, 'Machine learning, IA generativa, Python'],
  ['irene_pellegrini', 'f', 'Torino', ['marketing', 'sales'], ['it'], 15, 'Marketing strategico, Brand positioning, Pricing'],
  ['fabio_marchi', 'm', 'Verona', ['sales', 'negotiation'], ['it'], 18, 'Vendita B2B, Gestione obiezioni, Social selling'],
  ['claudia_ferri', 'f', 'Milano', ['human-resources', 'leadership'], ['it'], 13, 'Selezione, Onboarding, Valutazione delle prestazioni'],
  ['nicola_gentile', 'm', 'Roma', ['accounting', 'finance'], ['it'], 20, 'Contabilità, IVA, Bilancio'],
  ['giada_vitale', 'f', 'Bologna', ['sustainability', 'compliance-privacy'], ['it', 'en'], 9, 'ESG, Carbon footprint, CSRD'],
  ['antonio_sala', 'm', 'Modena', ['quality', 'health-safety'], ['it'], 21, 'ISO 9001, Audit interni, Six Sigma'],
  ['ilaria_deangelis', 'f', 'Roma', ['customer-service', 'communication'], ['it'], 12, 'Customer experience, Customer journey, Ascolto attivo'],
  ['pietro_fabbri', 'm', 'Milano', ['cybersecurity', 'cloud'], ['it', 'en'], 10, 'Penetration testing, OWASP, Cloud security'],
  ['hannah_clarke', 'f', 'Milano', ['negotiation', 'languages'], ['en'], 14, 'Negotiation, Cross-cultural communication, Business English'],
  ['daniel_murphy', 'm', 'Dublin', ['agile', 'project-management'], ['en'], 11, 'Scrum, PMP, Agile coaching'],
  ['formazione_nordest', 'org', 'Padova', ['health-safety', 'quality', 'office-tools'], ['it'], 25, 'Sicurezza sul lavoro, Qualità, Formazione finanziata'],
  ['techskills_academy', 'org', 'Torino', ['software-development', 'cloud', 'data-analytics'], ['it', 'en'], 7, 'Sviluppo web, Cloud, Data'],
  ['roberta_neri', 'f', 'Torino', ['design', 'digital-marketing'], ['it'], 9, 'Figma, UX design, Grafica'],
  ['enrico_pagano', 'm', 'Cagliari', ['software-development', 'cloud'], ['it'], 12, 'TypeScript, React, Node.js'],
  ['veronica_bassi', 'f', 'Trieste', ['languages'], ['it', 'en'], 16, 'Tedesco, Spagnolo, Francese'],
  ['tommaso_riva', 'm', 'Genova', ['logistics', 'sustainability'], ['it'], 17, 'Supply chain, Gestione scorte, Trasporti'],
  ['michela_sanna', 'f', 'Cagliari', ['finance', 'management'], ['it'], 11, 'Controllo di gestione, Budget, Reporting'],
  ['lucas_martin', 'm', 'London', ['artificial-intelligence', 'data-analytics'], ['en'], 10, 'Machine learning, LLMs, Data science'],
];

export const demoProviders: DemoProvider[] = rows.map(
  ([username, gender, city, categories, languages, years, skills]) => ({
    username,
    gender,
    city,
    categories,
    languages,
    years,
    skills: skills.split(', '),
  }),
);

/** Cities where a provider can meet a class; others teach online only. */
export const italianCities = [
  'Milano',
  'Roma',
  'Torino',
  'Bologna',
  'Firenze',
  'Napoli',
  'Verona',
  'Padova',
  'Genova',
  'Bari',
  'Brescia',
  'Bergamo',
];

export const isRemote = (provider: DemoProvider) => ['London', 'Dublin'].includes(provider.city);
