import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Database } from '../client.ts';
import {
  companies,
  companyInvitations,
  companyMembers,
  companyPeople,
  userSettings,
  users,
} from '../schema.ts';

/**
 * People and roles of the demo (docs/product.md, "People and roles of a company"): ACME Milano and ACME Roma
 * with staff in both roles and departments, employees without accounts at both locations, and one
 * pending invitation. Runs once: skipped when ACME already has people.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** New demo managers (README's demo accounts); the existing demo users stay as they are. */
const demoManagers = [
  {
    username: 'roberta_sala',
    firstName: 'Roberta',
    lastName: 'Sala',
    headline: 'Operations manager at ACME Roma',
    location: 'acme-roma',
    department: 'Operations',
  },
  {
    username: 'fabio_longo',
    firstName: 'Fabio',
    lastName: 'Longo',
    headline: 'Sales manager at ACME Milano',
    location: 'acme',
    department: 'Sales',
  },
] as const;

/** Departments of the existing demo staff (their memberships only). */
const staffDepartments: ReadonlyArray<[string, string, string]> = [
  ['acme', 'acme_admin', 'HR'],
  ['acme-roma', 'acme_admin', 'HR'],
  ['acme', 'laura_ferrara', 'HR'],
];

const employees: ReadonlyArray<[string, string, string, string]> = [
  ['acme', 'Giovanni Esposito', 'giovanni.esposito@acme.example.com', 'Sales'],
  ['acme', 'Alessia Marchetti', 'alessia.marchetti@acme.example.com', 'Sales'],
  ['acme', 'Roberto Colombo', 'roberto.colombo@acme.example.com', 'Production'],
  ['acme', 'Federica Rinaldi', 'federica.rinaldi@acme.example.com', 'Production'],
  ['acme', 'Stefano Caruso', 'stefano.caruso@acme.example.com', 'Production'],
  ['acme', 'Beatrice Ferri', 'beatrice.ferri@acme.example.com', 'Quality'],
  ['acme', 'Lorenzo Testa', 'lorenzo.testa@acme.example.com', 'IT'],
  ['acme', 'Elisa Villa', 'elisa.villa@acme.example.com', 'HR'],
  ['acme-roma', 'Antonio De Luca', 'antonio.deluca@acme.example.com', 'Operations'],
  ['acme-roma', 'Giorgia Santoro', 'giorgia.santoro@acme.example.com', 'Operations'],
  ['acme-roma', 'Claudio Pellegrini', 'claudio.pellegrini@acme.example.com', 'Logistics'],
  ['acme-roma', 'Serena Fabbri', 'serena.fabbri@acme.example.com', 'Logistics'],
  ['acme-roma', 'Michele Parisi', 'michele.parisi@acme.example.com', 'Sales'],
  ['acme-roma', 'Ilenia Benedetti', 'ilenia.benedetti@acme.example.com', 'Customer service'],
  ['acme-roma', 'Tommaso Leone', 'tommaso.leone@acme.example.com', 'Customer service'],
];

export async function seedDemoCompanyPeople(
  db: Database,
  passwords: PasswordHasher,
  demoPassword: string,
): Promise<void> {
  const acme = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, ['acme', 'acme-roma']));
  const companyId = new Map(acme.map((company) => [company.slug, company.id]));
  const milano = companyId.get('acme');
  const roma = companyId.get('acme-roma');
  if (!milano || !roma) return;
  const [already] = await db
    .select({ id: companyPeople.id })
    .from(companyPeople)
    .where(inArray(companyPeople.companyId, [milano, roma]))
    .limit(1);
  if (already) return;
  const passwordHash = await passwords.hash(demoPassword);

  await db.transaction(async (tx) => {
    for (const manager of demoManagers) {
      const location = companyId.get(manager.location);
      if (!location) continue;
      const [created] = await tx
        .insert(users)
        .values({
          username: manager.username,
          email: `${manager.username.replace('_', '.')}@example.com`,
          passwordHash,
          firstName: manager.firstName,
          lastName: manager.lastName,
          headline: manager.headline,
          profileType: 'individual',
          serviceType: 'seeker',
          language: 'it',
          activeCompanyId: location,
          emailVerifiedAt: sql`now()`,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) continue;
      await tx.insert(userSettings).values({ userId: created.id }).onConflictDoNothing();
      await tx
        .insert(companyMembers)
        .values({
          companyId: location,
          userId: created.id,
          userRole: 2,
          department: manager.department,
        })
        .onConflictDoNothing();
    }

    for (const [slug, username, department] of staffDepartments) {
      const location = companyId.get(slug);
      if (!location) continue;
      await tx
        .update(companyMembers)
        .set({ department })
        .where(
          and(
            eq(companyMembers.companyId, location),
            isNull(companyMembers.department),
            sql`${companyMembers.userId} = (select id from users where lower(username) = ${username})`,
          ),
        );
    }

    await tx.insert(companyPeople).values(
      employees.flatMap(([slug, name, email, department]) => {
        const location = companyId.get(slug);
        return location ? [{ companyId: location, name, email, department }] : [];
      }),
    );

    // Invited, not yet accepted (the link itself is never known: only its hash is kept).
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = 'acme_admin'`)
      .limit(1);
    await tx
      .insert(companyInvitations)
      .values({
        companyId: milano,
        email: 'nuova.manager@example.com',
        userRole: 2,
        department: 'Quality',
        tokenHash: sha256(randomToken(32)),
        invitedBy: admin?.id ?? null,
        expiresAt: new Date(Date.now() + 5 * DAY_MS),
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      })
      .onConflictDoNothing();
  });
}
