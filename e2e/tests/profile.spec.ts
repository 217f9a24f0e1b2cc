import { callApi, expect, test as base, productName } from '../fixtures.ts';
import { uniqueItalianVatId } from '../support/money.ts';
import { signUpAndLogIn, solidPng, languageByWidth } from '../support/profile-settings.ts';

const test = base.extend(languageByWidth);
// Controls in the page are used from the keyboard (press), which also checks they are reachable:
// at 375 px the header turning sticky after 250 px of scroll moves the page under a pointer.

test.describe('profile', () => {
  test('edit the profile with a photo; the header and the public profile show it', async ({
    app,
    page,
  }) => {
    const user = await signUpAndLogIn(page);
    await app.goto('/trainerprofile');
    const editor = page.getByTestId('profile-editor');
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(app.t('profile.edit.title'));
    await app.goto('/profile');
    await expect(editor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${app.t('titles.myProfile')} | ${productName}`);

    const field = (key: string) =>
      editor.getByLabel(app.t(`profile.fields.${key}`), { exact: true });
    await field('firstName').fill('Ada');
    await field('lastName').fill('Lovelace');
    await field('headline').fill('Data analysis trainer');
    await field('bio').fill('Ten years of teaching.\nWorkshops for teams.');
    await field('skills').fill('Python');
    await field('skills').press('Enter');
    await field('skills').fill('Excel,');
    await field('languages').fill('Italiano');
    await field('languages').press('Enter');
    await field('languages').fill('English');
    await field('location').fill('Torino');
    await field('website').fill('example.org');
    const save = editor.getByRole('button', { name: app.t('profile.edit.save') });
    await save.press('Enter');
    await expect(editor.getByText(app.t('validation.website.pattern'))).toBeVisible();
    await expect(field('website')).toBeFocused();
    await field('website').fill('https://example.org/ada');
    // A chip can be taken back.
    await editor
      .getByRole('button', { name: app.t('profile.fields.removeItem', { item: 'Excel' }) })
      .press('Enter');
    await field('skills').fill('SQL');
    await field('skills').press('Enter');

    const photo = page.getByTestId('profile-image');
    await photo.getByLabel(app.t('profile.image.choose')).setInputFiles({
      name: 'ada.png',
      mimeType: 'image/png',
      buffer: await solidPng(64, [200, 40, 90]),
    });
    await expect(photo.getByRole('status')).toHaveText(app.t('profile.image.uploaded'));
    await expect(photo.getByTestId('profile-image-image')).toHaveAttribute('src', /^\/uploads\//);
    // The header's avatar is the new 90 px thumbnail.
    await expect(page.getByTestId('profile-menu').locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );

    await save.press('Enter');
    await expect(page.getByTestId('toast')).toHaveText(app.t('profile.edit.saved'));
    await page.reload();
    await expect(field('headline')).toHaveValue('Data analysis trainer');
    await expect(editor.locator('.chip')).toHaveText(['Python', 'SQL', 'Italiano', 'English']);
    await expect(field('website')).toHaveValue('https://example.org/ada');

    await editor.getByRole('link', { name: app.t('profile.edit.viewPublic') }).press('Enter');
    expect(app.appUrl()).toBe(`/${user.username}`);
    const profile = page.getByTestId('public-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
    await expect(page).toHaveTitle(
      `${app.t('titles.profile', { username: user.username })} | ${productName}`,
    );
    await expect(page.getByTestId('public-profile-headline')).toHaveText('Data analysis trainer');
    await expect(page.getByTestId('public-profile-bio')).toHaveText(
      'Ten years of teaching.\nWorkshops for teams.',
    );
    await expect(page.getByTestId('public-profile-skills').locator('.chip')).toHaveText([
      'Python',
      'SQL',
    ]);
    await expect(page.getByTestId('public-profile-languages').locator('.chip')).toHaveText([
      'Italiano',
      'English',
    ]);
    await expect(page.getByTestId('public-profile-location')).toContainText('Torino');
    const website = page.getByTestId('public-profile-website');
    await expect(website).toHaveAttribute('href', 'https://example.org/ada');
    await expect(website).toHaveAttribute('rel', 'nofollow noopener');
    await expect(page.getByTestId('public-profile-since')).toBeVisible();
    const image = page.getByTestId('public-profile-photo');
    await expect(image).toHaveAttribute('src', /^\/uploads\//);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The same profile by its numeric id.
    const own = await callApi(page, 'myprofile');
    const userId = (own.body.profile as { userId: number }).userId;
    await app.goto(`/${userId}`);
    await expect(page.getByTestId('public-profile').getByRole('heading', { level: 1 })).toHaveText(
      'Ada Lovelace',
    );

    // Removing the photo brings the initial back, in the editor and in the header.
    await app.goto('/profile');
    await photo.getByRole('button', { name: app.t('profile.image.remove') }).press('Enter');
    await expect(photo.getByRole('status')).toHaveText(app.t('profile.image.removed'));
    await expect(photo.getByTestId('profile-image-image')).toHaveCount(0);
    await expect(page.getByTestId('profile-menu').locator('img')).toHaveCount(0);

    // Nobody by that name: the not-found page.
    await app.goto('/nobody_by_this_name');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('company details: the admin edits and uploads a logo', async ({
    app,
    page,
    loginAs,
    companies,
  }) => {
    await loginAs(companies.admin);
    await app.goto('/profile/company-details');
    const details = page.getByTestId('company-details');
    await expect(details.getByTestId('company-role')).toHaveText(
      app.t('profile.company.roles.admin'),
    );
    await expect(page).toHaveTitle(`${app.t('titles.companyDetails')} | ${productName}`);
    await expect(details.getByTestId('company-readonly')).toHaveCount(0);
    await expect(details.getByTestId('sme-beta')).toHaveCount(0);

    const description = `Training for our plants (${Date.now().toString(36)})`;
    await details.getByRole('button', { name: app.t('profile.company.edit') }).press('Enter');
    const form = page.getByTestId('company-form');
    const input = (key: string) => form.getByLabel(app.t(`profile.company.fields.${key}`));
    await expect(input('name')).toHaveValue(companies.company.name);
    await input('description').fill(description);
    await input('website').fill('https://plants.example.com');
    // The VAT number and the address are the billing details', edited in one place.
    await expect(form.getByTestId('company-billing-hint')).toHaveText(
      app.t('profile.company.billingHint'),
    );
    await form.getByRole('button', { name: app.t('profile.company.save') }).press('Enter');
    await expect(page.getByTestId('toast')).toHaveText(app.t('profile.company.saved'));
    await expect(details.getByTestId('company-description')).toHaveText(description);
    const vatId = uniqueItalianVatId();
    const saved = await callApi(page, 'saveCompanyBillingDetails', {
      legalName: `${companies.company.name} S.p.A.`,
      street: 'Via Roma 1',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      vatId,
      pec: 'amministrazione@pec.example.it',
      password: companies.admin.password,
    });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ status: true });
    await page.reload();
    await expect(details.getByTestId('company-description')).toHaveText(description);
    await expect(details.getByTestId('company-vat')).toHaveText(vatId);
    await expect(details.getByTestId('company-address')).toHaveText(
      'Via Roma 1, 20121 Milano (MI)',
    );
    await expect(details.getByTestId('company-website').getByRole('link')).toHaveAttribute(
      'href',
      'https://plants.example.com',
    );

    const logo = page.getByTestId('company-logo');
    await logo.getByLabel(app.t('profile.company.chooseLogo')).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await solidPng(48, [20, 90, 200]),
    });
    await expect(logo.getByRole('status')).toHaveText(app.t('profile.image.uploaded'));
    await expect(logo.getByTestId('company-logo-image')).toHaveAttribute('src', /^\/uploads\//);
  });

  test('company details: read-only for a manager, Beta for an SME, a message for others', async ({
    app,
    page,
    loginAs,
    freshUser,
    companies,
  }) => {
    await loginAs(companies.manager);
    await app.goto('/profile/company-details');
    const details = page.getByTestId('company-details');
    await expect(details.getByTestId('company-role')).toHaveText(
      app.t('profile.company.roles.manager'),
    );
    await expect(details.getByTestId('company-readonly')).toHaveText(
      app.t('profile.company.readOnly'),
    );
    await expect(details.getByRole('button', { name: app.t('profile.company.edit') })).toHaveCount(
      0,
    );
    await expect(details.getByLabel(app.t('profile.company.chooseLogo'))).toHaveCount(0);

    await loginAs(companies.smeAdmin);
    await page.reload();
    await expect(details.getByTestId('sme-beta')).toHaveText(app.t('profile.company.beta'));
    await expect(details.getByTestId('company-role')).toHaveText(
      app.t('profile.company.roles.smeAdmin'),
    );
    await expect(
      details.getByRole('button', { name: app.t('profile.company.edit') }),
    ).toBeVisible();

    await loginAs(freshUser);
    await page.reload();
    await expect(page.getByTestId('company-none')).toContainText(
      app.t('profile.company.noCompany'),
    );
  });
});
