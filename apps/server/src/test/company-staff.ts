import { expect } from 'vitest';
import { companies, companyMembers } from '../db/schema.ts';
import type { Mailer, MailMessage } from '../lib/mailer.ts';
import { createUser, TestClient, type TestApp } from './app.ts';

/** A mailer that keeps what it was given: the tests read the invitation links from it. */
export function capturingMailer(sent: MailMessage[]): Mailer {
  return {
    send: (message) => {
      sent.push(message);
      return Promise.resolve({ delivery: 'outbox' as const });
    },
    close: () => Promise.resolve(),
  };
}

export type Staff = {
  members: Array<{
    userId: number;
    userRole: number;
    department: string | null;
    lastLoginAt: string | null;
    isSelf: boolean;
  }>;
  invitations: Array<{ id: number; email: string; userRole: number; isExpired: boolean }>;
};

/** Companies, signed-in staff and calls for the tests of this module, on the app `app()`. */
export function peopleFixtures(app: () => TestApp, sent: MailMessage[]) {
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

  async function createCompany(fields: Partial<typeof companies.$inferInsert> = {}) {
    const [row] = await app()
      .db.insert(companies)
      .values({
        slug: `people-${unique()}`,
        name: `Company ${unique()}`,
        kind: 'company',
        ...fields,
      })
      .returning();
    if (!row) throw new Error('company insert returned nothing');
    return row;
  }

  async function signedIn(companyId?: number, userRole = 1) {
    const user = await createUser(app().db);
    if (companyId) {
      await app().db.insert(companyMembers).values({ companyId, userId: user.id, userRole });
    }
    const client = new TestClient(app().app);
    expect((await client.login(user.username, user.password)).json()).toMatchObject({
      status: true,
    });
    return { user, client };
  }

  /** A company with an admin and a manager, both signed in. */
  async function team() {
    const company = await createCompany();
    const admin = await signedIn(company.id, 1);
    const manager = await signedIn(company.id, 2);
    return { company, admin, manager };
  }

  const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) => {
    const response = await client.action(action, fields as never, { json: true });
    return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  const staffOf = async (client: TestClient) => {
    const { body } = await call(client, 'companyusers');
    expect(body.status).toBe(true);
    return body as unknown as Staff;
  };

  const tokenOf = (message: MailMessage | undefined) => {
    const match = /\/invitation\/([A-Za-z0-9_-]+)$/.exec(message?.link ?? '');
    if (!match?.[1]) throw new Error(`no invitation link in ${message?.link}`);
    return match[1];
  };

  /** The last e-mail to the address, once the queued e-mail jobs have run. */
  const lastMailTo = async (email: string) => {
    await app().jobs.runDue();
    return [...sent].reverse().find((message) => message.to === email);
  };

  return { unique, createCompany, signedIn, team, call, staffOf, tokenOf, lastMailTo };
}
