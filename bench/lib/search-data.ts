// Fills a migrated database with a realistic catalogue for the search bench, in a handful of
// set-based statements (insert ... select generate_series): no per-row round trips.
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

const formats = [
  'Corso',
  'Workshop',
  'Masterclass',
  'Laboratorio',
  'Bootcamp',
  'Course',
  'Training',
  'Seminario',
];

/** A subject and the category slug (contract catalogue.ts) it belongs to. */
const subjects: Array<[string, string]> = [
  ['Excel', 'office-tools'],
  ['Power BI', 'data-analytics'],
  ['Python', 'software-development'],
  ['SQL', 'data-analytics'],
  ['Java', 'software-development'],
  ['JavaScript', 'software-development'],
  ['React', 'software-development'],
  ['Docker', 'cloud'],
  ['Kubernetes', 'cloud'],
  ['AWS', 'cloud'],
  ['Microsoft Azure', 'cloud'],
  ['Cybersecurity', 'cybersecurity'],
  ['Ethical hacking', 'cybersecurity'],
  ['GDPR', 'compliance-privacy'],
  ['Leadership', 'leadership'],
  ['Project Management', 'project-management'],
  ['Agile Scrum', 'agile'],
  ['Kanban', 'agile'],
  ['Public Speaking', 'communication'],
  ['Negoziazione', 'negotiation'],
  ['Negotiation', 'negotiation'],
  ['Comunicazione efficace', 'communication'],
  ['Tecniche di vendita', 'sales'],
  ['Sales', 'sales'],
  ['Marketing digitale', 'digital-marketing'],
  ['SEO', 'digital-marketing'],
  ['Social Media Marketing', 'digital-marketing'],
  ['Google Ads', 'digital-marketing'],
  ['Contabilità', 'accounting'],
  ['Bilancio', 'accounting'],
  ['Finanza aziendale', 'finance'],
  ['Controllo di gestione', 'finance'],
  ['Risorse umane', 'human-resources'],
  ['Recruiting', 'human-resources'],
  ['Customer care', 'customer-service'],
  ['Time management', 'management'],
  ['Problem solving', 'management'],
  ['Design thinking', 'design'],
  ['UX design', 'design'],
  ['Figma', 'design'],
  ['Photoshop', 'design'],
  ['Machine learning', 'artificial-intelligence'],
  ['Intelligenza artificiale', 'artificial-intelligence'],
  ['ChatGPT', 'artificial-intelligence'],
  ['Data analysis', 'data-analytics'],
  ['Data science', 'data-analytics'],
  ['Statistica', 'data-analytics'],
  ['Inglese commerciale', 'languages'],
  ['Business English', 'languages'],
  ['Tedesco', 'languages'],
  ['Spagnolo', 'languages'],
  ['Sicurezza sul lavoro', 'health-safety'],
  ['Primo soccorso', 'health-safety'],
  ['ISO 9001', 'quality'],
  ['Lean management', 'quality'],
  ['Six Sigma', 'quality'],
  ['Logistica', 'logistics'],
  ['Supply chain', 'logistics'],
  ['Sostenibilità ESG', 'sustainability'],
  ['Team building', 'management'],
  ['Coaching', 'leadership'],
  ['Marketing', 'marketing'],
];

const levels = [
  'base',
  'avanzato',
  'intermedio',
  'for beginners',
  'advanced',
  'essentials',
  'pratico',
  'in 10 lezioni',
  'da zero',
  'step by step',
];

const audiences = [
  'per manager',
  'per PMI',
  'per team di vendita',
  'for HR professionals',
  'for developers',
  'per neolaureati',
  'for small businesses',
  'per la pubblica amministrazione',
  'per startup',
  'for teams',
  'per liberi professionisti',
  'for executives',
];

const cities = ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli', 'Padova', 'Bari'];
const firstNames = ['Luca', 'Giulia', 'Marco', 'Sara', 'Paolo', 'Elena', 'Andrea', 'Chiara'];
const lastNames = ['Rossi', 'Bianchi', 'Greco', 'Conti', 'Marino', 'Gallo', 'Costa', 'Fontana'];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (items: string[]) => `array[${items.map(literal).join(', ')}]`;
/** A stable pseudo-random pick from a list for row `g` (`salt` decorrelates the picks). */
const pick = (items: string[], salt: string) =>
  `(${array(items)})[1 + abs(hashtext(g::text || '${salt}')) % ${items.length}]`;

async function execute(handle: DatabaseHandle, statement: string): Promise<void> {
  if (handle.driver === 'pglite') await handle.client.exec(statement);
  else await handle.pool.query(statement);
}

export interface SearchDataSize {
  topics: number;
  providers: number;
}

/** Providers, then topics (published; every 20th a draft), then statistics for the planner. */
export async function fillSearchData(handle: DatabaseHandle, size: SearchDataSize) {
  await execute(
    handle,
    `insert into users (username, email, first_name, last_name, service_type, location)
     select 'bench_trainer_' || g, 'bench_trainer_' || g || '@example.com',
       ${pick(firstNames, 'f')}, ${pick(lastNames, 'l')}, 'provider', ${pick(cities, 'c')}
     from generate_series(1, ${size.providers}) g`,
  );
  const subjectNames = subjects.map(([name]) => name);
  const subjectCategories = subjects.map(([, category]) => category);
  const subject = `abs(hashtext(g::text || 's')) % ${subjects.length}`;
  await execute(
    handle,
    `insert into topics (user_id, url, title, category, description, audience, duration_hours,
       delivery, languages, location, price_minor, status, rating_average, review_count,
       published_at, created_at)
     select
       (select min(id) from users where username like 'bench\\_trainer\\_%') + g % ${size.providers},
       'bench-topic-' || g,
       title, category,
       '<p>Impara ' || name || ' con esercitazioni pratiche, casi reali e un docente esperto. ' ||
         'Learn ' || name || ' through hands-on exercises.</p>',
       ${pick(audiences, 'a')},
       4 + abs(hashtext(g::text || 'h')) % 40,
       (array['in_person', 'online', 'blended'])[1 + g % 3],
       case when g % 4 = 0 then '["en"]'::jsonb else '["it"]'::jsonb end,
       ${pick(cities, 'c')},
       (5 + abs(hashtext(g::text || 'p')) % 190) * 1000,
       case when g % 20 = 0 then 'draft' else 'published' end,
       (abs(hashtext(g::text || 'r')) % 9) / 2.0 + 1,
       abs(hashtext(g::text || 'n')) % 60,
       now() - (g % 700) * interval '1 day',
       now() - (g % 700) * interval '1 day'
     from (
       select g, name, category,
         ${pick(formats, 'o')} || ' ' || name || ' ' || ${pick(levels, 'v')} || ' ' ||
           ${pick(audiences, 'a')} as title
       from (
         select g, (${array(subjectNames)})[1 + ${subject}] as name,
           (${array(subjectCategories)})[1 + ${subject}] as category
         from generate_series(1, ${size.topics}) g
       ) picked
     ) titled`,
  );
  await execute(handle, 'analyze');
}
