import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  fileOf as fileIn,
  fileParts,
  type ImageReply,
  type Part,
  picture,
  signedIn as signInAs,
  upload,
} from '../../test/upload-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = () => signInAs(t);
const fileOf = (url: string) => fileIn(t, url);

describe('company logo', () => {
  async function companyWith(role: number) {
    const user = await signedIn();
    const slug = `logo-${user.id}`;
    const [company] = await t.db
      .insert(companies)
      .values({ slug, name: `Logo ${user.id}`, kind: 'company' })
      .returning({ id: companies.id });
    if (!company) throw new Error('no company');
    await t.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: user.id, userRole: role });
    return { ...user, companyId: company.id };
  }

  const logoOf = async (companyId: number) =>
    (
      await t.db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId))
    )[0]?.logo ?? null;

  it('lets an admin of the active company change its logo, replacing the old files', async () => {
    const { client, companyId, id } = await companyWith(1);
    const parts = (width: number) =>
      picture(width, 200)
        .png()
        .toBuffer()
        .then((png): Part[] => [{ name: 'target', value: 'company' }, ...fileParts(png)]);
    const first = await upload(client, await parts(300));
    expect(first.statusCode).toBe(200);
    const firstImage = first.json<ImageReply>().image;
    expect(firstImage.original).toMatch(/^\/uploads\/company\/[a-f0-9]{32}-original\.webp$/);
    expect(await logoOf(companyId)).toEqual(firstImage);

    const second = (await upload(client, await parts(400))).json<ImageReply>().image;
    expect(await logoOf(companyId)).toEqual(second);
    expect(fs.existsSync(fileOf(firstImage.original))).toBe(false);
    expect(fs.existsSync(fileOf(second.thumb90))).toBe(true);

    // The profile picture is untouched.
    const [row] = await t.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.profileImage).toBeNull();
  });

  it('refuses a manager (403) and tells a user of no company they are not a member', async () => {
    const png = await picture(50, 50).png().toBuffer();
    const parts: Part[] = [{ name: 'target', value: 'company' }, ...fileParts(png)];
    const manager = await companyWith(2);
    const refused = await upload(manager.client, parts);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: false, code: 'forbidden' });
    expect(await logoOf(manager.companyId)).toBeNull();

    const { client } = await signedIn();
    expect((await upload(client, parts)).json()).toMatchObject({
      status: false,
      code: 'not_company_member',
    });
  });

  it('works on the active company of a multi-location admin', async () => {
    const admin = await companyWith(1);
    const [other] = await t.db
      .insert(companies)
      .values({ slug: `other-${admin.id}`, name: 'Other', kind: 'sme' })
      .returning({ id: companies.id });
    if (!other) throw new Error('no company');
    await t.db
      .insert(companyMembers)
      .values({ companyId: other.id, userId: admin.id, userRole: 2 });
    await t.db.update(users).set({ activeCompanyId: other.id }).where(eq(users.id, admin.id));
    const png = await picture(50, 50).png().toBuffer();
    const parts: Part[] = [{ name: 'target', value: 'company' }, ...fileParts(png)];
    // Manager of the active one: refused, though admin of the other.
    expect((await upload(admin.client, parts)).statusCode).toBe(403);
    await t.db
      .update(users)
      .set({ activeCompanyId: admin.companyId })
      .where(eq(users.id, admin.id));
    expect((await upload(admin.client, parts)).json()).toMatchObject({ status: true });
  });
});
