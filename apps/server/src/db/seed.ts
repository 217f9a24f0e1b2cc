import { inArray, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../lib/passwords.ts';
import type { Database } from './client.ts';
import { userSettings, users } from './schema.ts';

export const DEMO_PASSWORD = 'Demo2026!';

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  headline: string;
  accountType?: 'individual' | 'company' | 'sme';
  serviceType?: 'provider' | 'seeker';
  language?: string;
};

/** One account per role (listed in the README) and a crowd of people for search to find. */
export const demoAccounts: DemoUser[] = [
  {
    username: 'mario_rossi',
    firstName: 'Mario',
    lastName: 'Rossi',
    headline: 'HR specialist looking for leadership courses',
    serviceType: 'seeker',
    language: 'it',
  },
  {
    username: 'giulia_bianchi',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    headline: 'Agile coach and certified Scrum trainer',
    serviceType: 'provider',
    language: 'it',
  },
  {
    username: 'acme_admin',
    firstName: 'Anna',
    lastName: 'Conti',
    headline: 'Learning & development at ACME S.p.A.',
    accountType: 'company',
    serviceType: 'seeker',
    language: 'it',
  },
  {
    username: 'pmi_admin',
    firstName: 'Paolo',
    lastName: 'Marino',
    headline: 'Owner of a small manufacturing business',
    accountType: 'sme',
    serviceType: 'seeker',
    language: 'it',
  },
];

const crowd: Array<[string, string, string, 'provider' | 'seeker', string]> = [
  ['luca_ferrari', 'Luca', 'Ferrari', 'provider', 'Excel and Power BI trainer'],
  ['francesca_russo', 'Francesca', 'Russo', 'provider', 'Public speaking coach'],
  ['alessandro_romano', 'Alessandro', 'Romano', 'provider', 'Cybersecurity awareness trainer'],
  ['chiara_gallo', 'Chiara', 'Gallo', 'seeker', 'Office manager'],
  ['matteo_costa', 'Matteo', 'Costa', 'provider', 'Project management (PMP) instructor'],
  ['sara_fontana', 'Sara', 'Fontana', 'provider', 'Workplace safety trainer (D.Lgs. 81/08)'],
  ['davide_greco', 'Davide', 'Greco', 'seeker', 'Sales team lead'],
  ['elena_ricci', 'Elena', 'Ricci', 'provider', 'Business English teacher'],
  ['marco_bruno', 'Marco', 'Bruno', 'provider', 'Lean manufacturing consultant'],
  ['valentina_moretti', 'Valentina', 'Moretti', 'seeker', 'Talent acquisition specialist'],
  ['simone_barbieri', 'Simone', 'Barbieri', 'provider', 'Python and data analysis trainer'],
  ['martina_lombardi', 'Martina', 'Lombardi', 'provider', 'Negotiation skills coach'],
  ['andrea_colombo', 'Andrea', 'Colombo', 'seeker', 'Operations manager'],
  ['federica_rinaldi', 'Federica', 'Rinaldi', 'provider', 'GDPR and privacy compliance trainer'],
  ['giorgio_caruso', 'Giorgio', 'Caruso', 'provider', 'Leadership and team building facilitator'],
  ['laura_ferrara', 'Laura', 'Ferrara', 'seeker', 'Head of people'],
  ['stefano_galli', 'Stefano', 'Galli', 'provider', 'SAP consultant and trainer'],
  ['silvia_martini', 'Silvia', 'Martini', 'provider', 'Time management coach'],
  ['roberto_leone', 'Roberto', 'Leone', 'seeker', 'Plant director'],
  ['paola_longo', 'Paola', 'Longo', 'provider', 'Customer service trainer'],
  ['emma_johnson', 'Emma', 'Johnson', 'provider', 'Design thinking facilitator'],
  ['james_smith', 'James', 'Smith', 'provider', 'Cloud architecture (AWS) instructor'],
  ['olivia_brown', 'Olivia', 'Brown', 'seeker', 'L&D coordinator'],
  ['william_taylor', 'William', 'Taylor', 'provider', 'Financial modelling trainer'],
  ['sophie_williams', 'Sophie', 'Williams', 'provider', 'Emotional intelligence coach'],
  ['thomas_wilson', 'Thomas', 'Wilson', 'seeker', 'IT manager'],
  ['charlotte_davies', 'Charlotte', 'Davies', 'provider', 'UX writing workshop leader'],
  ['oliver_evans', 'Oliver', 'Evans', 'provider', 'Kanban and DevOps trainer'],
  ['amelia_thomas', 'Amelia', 'Thomas', 'seeker', 'Training buyer'],
  ['harry_roberts', 'Harry', 'Roberts', 'provider', 'First aid instructor'],
  ['giovanni_esposito', 'Giovanni', 'Esposito', 'provider', 'Digital marketing trainer'],
  ['beatrice_mancini', 'Beatrice', 'Mancini', 'provider', 'Mindfulness at work facilitator'],
  ['riccardo_villa', 'Riccardo', 'Villa', 'seeker', 'Quality manager'],
  ['alice_marchetti', 'Alice', 'Marchetti', 'provider', 'Italian for foreigners teacher'],
  ['lorenzo_deluca', 'Lorenzo', 'De Luca', 'provider', 'Forklift and logistics safety trainer'],
  ['noemi_serra', 'Noemi', 'Serra', 'seeker', 'Administrative assistant'],
];

export const demoUsers: DemoUser[] = [
  ...demoAccounts,
  ...crowd.map(([username, firstName, lastName, serviceType, headline]) => ({
    username,
    firstName,
    lastName,
    serviceType,
    headline,
  })),
];

/** Idempotent: existing users (by name or e-mail) are left alone. The password is hashed once. */
export async function seedDemoData(db: Database, passwords: PasswordHasher): Promise<void> {
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        demoUsers.map((user) => ({
          username: user.username,
          email: `${user.username.replace('_', '.')}@example.com`,
          passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          headline: user.headline,
          accountType: user.accountType ?? 'individual',
          serviceType: user.serviceType ?? 'seeker',
          language: user.language ?? null,
        })),
      )
      .onConflictDoNothing();
    const seeded = await tx
      .select({ id: users.id, accountType: users.accountType })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.username})`,
          demoUsers.map((user) => user.username.toLowerCase()),
        ),
      );
    if (seeded.length === 0) return;
    await tx
      .insert(userSettings)
      .values(
        seeded.map((user) => ({
          userId: user.id,
          profileType:
            user.accountType === 'individual' ? ('individual' as const) : ('company' as const),
        })),
      )
      .onConflictDoNothing();
  });
}
