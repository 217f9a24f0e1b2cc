import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyTrainers, userSettings, users } from '../../db/schema.ts';
import { createUser, TestClient } from '../../test/app.ts';
import { createMailingTestApp, type MailingTestApp } from '../../test/mailing-app.ts';
import { oneTimeLinksIn } from '../../test/smtp-receiver.ts';

let t: MailingTestApp;
let company: { id: number; slug: string };
let sme: { id: number; slug: string };
beforeAll(async () => {
  t = await createMailingTestApp();
  const created = await t.db
    .insert(companies)
    .values([
      { slug: 'Formazione-Nord', name: 'Formazione Nord S.p.A.', kind: 'company', country: 'IT' },
      { slug: 'bottega-sme', name: 'Bottega Artigiana', kind: 'sme', country: null },
    ])
    .returning({ id: companies.id, slug: companies.slug });
  [company, sme] = created as [typeof company, typeof sme];
});
afterAll(() => t.close());

let addressCounter = 0;
const freshClient = () => {
  addressCounter += 1;
  return new TestClient(t.app, `10.3.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`);
};

let nameCounter = 0;
const uniqueName = (prefix: string) => {
  nameCounter += 1;
  return `${prefix}_${Date.now().toString(36)}${nameCounter}`;
};

async function approve(companyId: number, email: string) {
  await t.db.insert(companyTrainers).values({ companyId, email });
}

async function approvalOf(companyId: number, email: string) {
  const [row] = await t.db
    .select()
    .from(companyTrainers)
    .where(
      and(
        eq(companyTrainers.companyId, companyId),
        sql`lower(${companyTrainers.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row;
}

async function userByName(username: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row;
}

/** Follows the newest confirmation link mailed to the address; answers the reply's body. */
async function confirmAddress(email: string, client = freshClient()) {
  await t.jobs.runDue();
  const mail = await t.smtp.waitFor(email.toLowerCase());
  const [link] = oneTimeLinksIn(mail.raw, 'verify-email');
  const match = /\/verify-email\/([^/]+)\/([^/?#]+)$/.exec(link ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no confirmation link to ${email}`);
  return (await client.action('verifyemail', { id: match[1], token: match[2] })).json<
    Record<string, unknown>
  >();
}

/** A signed-in user; providers by default, as the company join requires. */
async function signedIn(serviceType: 'provider' | 'seeker' = 'provider', verified = true) {
  const user = await createUser(t.db, { username: uniqueName('trainer'), verified });
  await t.db.update(users).set({ serviceType }).where(eq(users.id, user.id));
  const client = freshClient();
  await client.login(user.username, user.password);
  return { ...user, client };
}

describe('companyInvite', () => {
  it('describes the company by slug in any case or by id', async () => {
    const expected = {
      status: true,
      company: {
        id: company.id,
        slug: 'Formazione-Nord',
        name: 'Formazione Nord S.p.A.',
        kind: 'company',
        logo: null,
        country: 'IT',
      },
    };
    const client = freshClient();
    expect((await client.action('companyInvite', { company: 'formazione-NORD' })).json()).toEqual(
      expected,
    );
    expect((await client.action('companyInvite', { company: String(company.id) })).json()).toEqual(
      expected,
    );
  });

  it('shows the logo variants only', async () => {
    await t.db
      .update(companies)
      .set({ logo: { original: '/uploads/l.webp', thumb90: '/uploads/l-90.webp' } })
      .where(eq(companies.id, sme.id));
    const response = await freshClient().action('companyInvite', { company: 'bottega-sme' });
    expect(response.json()).toMatchObject({
      company: {
        kind: 'sme',
        logo: { original: '/uploads/l.webp', thumb90: '/uploads/l-90.webp' },
      },
    });
  });

  it('answers company_not_found for an unknown link', async () => {
    for (const reference of ['no-such-company', '999999']) {
      expect((await freshClient().action('companyInvite', { company: reference })).json()).toEqual({
        status: false,
        code: 'company_not_found',
        msg: 'This company link is not valid',
      });
    }
  });
});

describe('join with a companyId', () => {
  it('creates an approved provider, who joins the company on confirming the address', async () => {
    const email = `${uniqueName('nuovo')}@example.com`;
    await approve(company.id, email);
    const susername = uniqueName('Nuovo');
    const response = await freshClient().action('join', {
      susername,
      semail: email.toUpperCase(),
      spassword: 'a good passphrase',
      phone: '393331234567',
      sindustry: 'Manufacturing',
      companyId: company.id,
    });
    expect(response.json()).toEqual({ status: true, msg: 'Registration successful' });
    const user = await userByName(susername);
    expect(user).toMatchObject({
      serviceType: 'provider',
      phone: '393331234567',
      industry: 'Manufacturing',
    });
    const settings = await t.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, user?.id ?? 0));
    expect(settings).toHaveLength(1);
    // Nobody has shown yet that the address is theirs: the approval waits.
    expect(await approvalOf(company.id, email)).toMatchObject({ userId: null, status: 'approved' });
    expect(await confirmAddress(email)).toEqual({
      status: true,
      msg: 'Your e-mail address is confirmed',
      email: email.toUpperCase(),
      joinedCompany: 'Formazione Nord S.p.A.',
    });
    const approval = await approvalOf(company.id, email);
    expect(approval).toMatchObject({ userId: user?.id, status: 'joined' });
    expect(approval?.joinedAt).toBeInstanceOf(Date);
  });

  it("never joins someone who registered with another person's approved address (finding 2)", async () => {
    const victim = `${uniqueName('owner')}@example.com`;
    await approve(company.id, victim);
    // The intruder registers with the approved address, and stays signed in.
    const intruder = freshClient();
    const susername = uniqueName('intruder');
    const fields = { susername, semail: victim, spassword: 'a good passphrase' };
    expect((await intruder.action('join', { ...fields, companyId: company.id })).json()).toEqual({
      status: true,
      msg: 'Registration successful',
    });
    await intruder.login(susername, fields.spassword);
    expect(await approvalOf(company.id, victim)).toMatchObject({
      status: 'approved',
      userId: null,
    });
    expect((await intruder.action('joinCompany', { companyId: company.id })).json()).toMatchObject({
      status: false,
      code: 'email_not_verified',
    });

    // The address's owner takes the account over through the reset link mailed to them (the
    // confirmation link went there first).
    await t.jobs.runDue();
    await t.smtp.waitFor(victim);
    const before = t.smtp.messages.length;
    await freshClient().action('forgotpassword', { semail: victim });
    await t.jobs.runDue();
    const resetMail = await t.smtp.waitFor(victim, { since: before });
    const [resetLink] = oneTimeLinksIn(resetMail.raw);
    const [, id, token] = /\/reset\/([^/]+)\/([^/?#]+)$/.exec(resetLink ?? '') ?? [];
    const newpass = 'the owner chose this one';
    const reset = await freshClient().action('resetpassword', {
      id: id ?? '',
      token: token ?? '',
      newpass,
      confpass: newpass,
    });
    expect(reset.json()).toMatchObject({ status: true });
    // The intruder's session ended with the reset (its CSRF token went with it).
    expect([401, 403]).toContain((await intruder.action('loginuserdetail')).statusCode);

    const owner = freshClient();
    await owner.login(victim, newpass);
    expect((await owner.action('loginuserdetail')).json()).toMatchObject({ emailVerified: true });
    expect((await owner.action('joinCompany', { companyId: company.id })).json()).toEqual({
      status: true,
      msg: 'You have joined the company',
    });
  });

  it('refuses an address the company did not approve, creating nothing', async () => {
    const susername = uniqueName('outsider');
    const response = await freshClient().action('join', {
      susername,
      semail: `${susername}@example.com`,
      spassword: 'a good passphrase',
      companyId: company.id,
    });
    expect(response.json()).toEqual({
      status: false,
      code: 'not_approved_provider',
      msg: 'Only training providers approved by this company can join it. Please ask the company to approve your e-mail address.',
    });
    expect(await userByName(susername)).toBeUndefined();
  });

  it('refuses an unknown company', async () => {
    const susername = uniqueName('lost');
    const response = await freshClient().action('join', {
      susername,
      semail: `${susername}@example.com`,
      spassword: 'a good passphrase',
      companyId: 987_654,
    });
    expect(response.json()).toMatchObject({ status: false, code: 'company_not_found' });
    expect(await userByName(susername)).toBeUndefined();
  });

  it('keeps the usual registration rules and leaves the approval untouched on failure', async () => {
    const email = `${uniqueName('rules')}@example.com`;
    await approve(company.id, email);
    const taken = await createUser(t.db, { username: uniqueName('taken') });
    const attempts: Array<[Record<string, string | number>, string]> = [
      [{ susername: 'dashboard' }, 'username_reserved'],
      [{ susername: uniqueName('common'), spassword: 'password1' }, 'password_too_common'],
      [{ susername: taken.username.toUpperCase() }, 'username_taken'],
    ];
    for (const [fields, code] of attempts) {
      const response = await freshClient().action('join', {
        semail: email,
        spassword: 'a good passphrase',
        companyId: company.id,
        ...fields,
      });
      expect(response.json()).toMatchObject({ status: false, code });
    }
    expect(await approvalOf(company.id, email)).toMatchObject({ status: 'approved', userId: null });
  });

  it('validates the phone and the company id', async () => {
    const response = await freshClient().action('join', {
      susername: uniqueName('phone'),
      semail: `${uniqueName('phone')}@example.com`,
      spassword: 'a good passphrase',
      phone: '12ab',
      companyId: 'acme',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      fields: { phone: ['validation.phone.pattern'], companyId: expect.any(Array) as unknown },
    });
  });

  it('says already_joined when the approval was used', async () => {
    const email = `${uniqueName('twice')}@example.com`;
    await approve(company.id, email);
    const first = uniqueName('first');
    expect(
      (
        await freshClient().action('join', {
          susername: first,
          semail: email,
          spassword: 'a good passphrase',
          companyId: company.id,
        })
      ).json(),
    ).toMatchObject({ status: true });
    expect(await confirmAddress(email)).toMatchObject({ status: true });
    // The address now belongs to an account, and the approval is used.
    const again = await freshClient().action('join', {
      susername: uniqueName('second'),
      semail: email,
      spassword: 'a good passphrase',
      companyId: company.id,
    });
    expect(again.json()).toMatchObject({ status: false, code: 'already_joined' });
  });

  it('lets only one of two simultaneous registrations use one approval', async () => {
    const email = `${uniqueName('race')}@example.com`;
    await approve(company.id, email);
    const results = await Promise.all(
      [1, 2].map((index) =>
        freshClient().action('join', {
          susername: uniqueName(`racer${index}`),
          semail: email,
          spassword: 'a good passphrase',
          companyId: company.id,
        }),
      ),
    );
    const bodies = results.map((response) => response.json<{ status: boolean; code?: string }>());
    expect(bodies.filter((body) => body.status)).toHaveLength(1);
    expect(['email_taken', 'already_joined']).toContain(bodies.find((body) => !body.status)?.code);
    const joined = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(joined).toHaveLength(1);
  });
});

describe('joinCompany', () => {
  it('joins a signed-in approved provider, once', async () => {
    const user = await signedIn();
    await approve(company.id, user.email.toUpperCase());
    const response = await user.client.action('joinCompany', { companyId: company.id });
    expect(response.json()).toEqual({ status: true, msg: 'You have joined the company' });
    expect(await approvalOf(company.id, user.email)).toMatchObject({
      userId: user.id,
      status: 'joined',
    });
    expect((await user.client.action('joinCompany', { companyId: company.id })).json()).toEqual({
      status: false,
      code: 'already_joined',
      msg: 'You have already joined this company',
    });
  });

  it('refuses an address its user has not confirmed', async () => {
    const user = await signedIn('provider', false);
    await approve(company.id, user.email);
    expect((await user.client.action('joinCompany', { companyId: company.id })).json()).toEqual({
      status: false,
      code: 'email_not_verified',
      msg: 'Please confirm your e-mail address first: follow the link we sent you, or ask for a new one on your dashboard.',
    });
    expect(await approvalOf(company.id, user.email)).toMatchObject({ status: 'approved' });
  });

  it('refuses providers the company did not approve, and seekers', async () => {
    const outsider = await signedIn();
    expect(
      (await outsider.client.action('joinCompany', { companyId: company.id })).json(),
    ).toMatchObject({ status: false, code: 'not_approved_provider' });
    const seeker = await signedIn('seeker');
    await approve(company.id, seeker.email);
    expect(
      (await seeker.client.action('joinCompany', { companyId: company.id })).json(),
    ).toMatchObject({ status: false, code: 'not_approved_provider' });
    expect(await approvalOf(company.id, seeker.email)).toMatchObject({ status: 'approved' });
  });

  it('is for companies: an SME or an unknown id is company_not_found', async () => {
    const user = await signedIn();
    await approve(sme.id, user.email);
    for (const companyId of [sme.id, 987_654]) {
      expect((await user.client.action('joinCompany', { companyId })).json()).toMatchObject({
        status: false,
        code: 'company_not_found',
      });
    }
  });

  it('needs a session', async () => {
    const response = await freshClient().action('joinCompany', { companyId: company.id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth_required' });
  });
});

describe('joinSMECompany', () => {
  const second = { endpoint: 'second' };

  it('joins a signed-in approved provider with the companyId alone', async () => {
    const user = await signedIn();
    await approve(sme.id, user.email);
    const response = await user.client.action('joinSMECompany', { companyId: sme.id }, second);
    expect(response.json()).toEqual({ status: true, msg: 'You have joined the company' });
    expect(await approvalOf(sme.id, user.email)).toMatchObject({ status: 'joined' });
    expect(
      (await user.client.action('joinSMECompany', { companyId: sme.id }, second)).json(),
    ).toMatchObject({ code: 'already_joined' });
  });

  it('registers a new user, who joins on confirming the address', async () => {
    const email = `${uniqueName('smenew')}@example.com`;
    await approve(sme.id, email);
    const susername = uniqueName('SmeNew');
    const response = await freshClient().action(
      'joinSMECompany',
      {
        companyId: sme.id,
        susername,
        semail: email,
        spassword: 'a good passphrase',
        phone: '441234567890',
      },
      second,
    );
    expect(response.json()).toEqual({ status: true, msg: 'Registration successful' });
    const user = await userByName(susername);
    expect(user).toMatchObject({ serviceType: 'provider', phone: '441234567890' });
    expect(await approvalOf(sme.id, email)).toMatchObject({ status: 'approved' });
    expect(await confirmAddress(email)).toMatchObject({ joinedCompany: 'Bottega Artigiana' });
    expect(await approvalOf(sme.id, email)).toMatchObject({ userId: user?.id, status: 'joined' });
  });

  it('needs all three registration fields once one is given', async () => {
    const response = await freshClient().action(
      'joinSMECompany',
      { companyId: sme.id, susername: uniqueName('half') },
      second,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      fields: { semail: ['validation.required'], spassword: ['validation.password.required'] },
    });
  });

  it('refuses unapproved addresses, companies that are not SMEs and visitors', async () => {
    const susername = uniqueName('smeout');
    expect(
      (
        await freshClient().action(
          'joinSMECompany',
          {
            companyId: sme.id,
            susername,
            semail: `${susername}@example.com`,
            spassword: 'a good passphrase',
          },
          second,
        )
      ).json(),
    ).toMatchObject({ status: false, code: 'not_approved_provider' });
    expect(await userByName(susername)).toBeUndefined();

    const email = `${uniqueName('wrongkind')}@example.com`;
    await approve(company.id, email);
    expect(
      (
        await freshClient().action(
          'joinSMECompany',
          {
            companyId: company.id,
            susername: uniqueName('wrongkind'),
            semail: email,
            spassword: 'a good passphrase',
          },
          second,
        )
      ).json(),
    ).toMatchObject({ status: false, code: 'company_not_found' });

    const visitor = await freshClient().action('joinSMECompany', { companyId: sme.id }, second);
    expect(visitor.statusCode).toBe(401);
  });

  it('lives on the second endpoint only', async () => {
    const response = await freshClient().action('joinSMECompany', { companyId: sme.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_action' });
  });
});
