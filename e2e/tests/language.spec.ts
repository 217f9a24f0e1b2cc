import { expect, forEachLanguage, productName, test, text } from '../fixtures.ts';

test.describe('language URL scheme', () => {
  test.use({ storeLanguage: false });

  test('a first-time visitor on an unprefixed path goes to the default language', async ({
    app,
    page,
  }) => {
    expect(app).toBeTruthy();
    await page.goto('/error-pages/not-found?x=1');
    await expect(page).toHaveURL(/\/it\/error-pages\/not-found\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    // The server sends it there: the document itself answers with the redirect.
    const home = await page.goto('/');
    expect(home?.request().redirectedFrom()?.url()).toMatch(/:\d+\/$/);
    await expect(page).toHaveURL(/\/it\/$/);
    await expect(page).toHaveTitle(`${text('it', 'titles.home')} | ${productName}`);
  });

  test('the server redirects before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/search?q=excel');
      await expect(page).toHaveURL(/\/it\/search\?q=excel$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    } finally {
      await context.close();
    }
  });

  test('a stored choice wins: en keeps /, de goes under /de/', async ({ app, page }) => {
    expect(app).toBeTruthy();
    await page.goto('/it/');
    // What the language selector stores (apps/web/src/lib/storage.ts).
    const choose = (language: string) =>
      page.evaluate((code) => {
        localStorage.setItem('language', code);
        document.cookie = `language=${code}; Path=/`;
      }, language);
    await choose('en');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$|localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Global Training Marketplace | Skillvia');
    await choose('de');
    await page.goto('/error-pages/not-found');
    await expect(page).toHaveURL(/\/de\/error-pages\/not-found$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });

  test('a choice stored before the cookie existed is carried over', async ({ app, page }) => {
    expect(app).toBeTruthy();
    await page.goto('/it/');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a language prefix wins over the stored choice', async ({ app, page }) => {
    expect(app).toBeTruthy();
    await page.goto('/fr/');
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveURL(/\/fr\/$/);
  });
});

forEachLanguage((lang) => {
  test.describe('language selector', () => {
    test('offers en, de, fr, it, es by native name, stores the choice and reloads', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const selector = page.getByTestId('language-selector');
      await selector.getByRole('button').first().click();
      const options = selector.locator('[data-language]');
      await expect(options).toHaveText(['English', 'Deutsch', 'Français', 'Italiano', 'Español']);
      await expect(selector.locator(`[data-language="${lang}"]`)).toHaveAttribute(
        'aria-current',
        'true',
      );
      await selector.locator('[data-language="es"]').click();
      await expect(page).toHaveURL(/\/es\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
      await expect(page.getByTestId('header-login')).toHaveText('Iniciar sesión');
      await page.getByTestId('language-selector').getByRole('button').first().click();
      await page.getByTestId('language-selector').locator('[data-language="en"]').click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
      await expect(page.getByTestId('header-login')).toHaveText('Log in');
    });

    test('keeps the page: search results in German are the same search (issue 17)', async ({
      app,
      page,
    }) => {
      await app.goto('/search?topic=excel');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const selector = page.getByTestId('language-selector');
      await selector.getByRole('button').first().click();
      await selector.locator('[data-language="de"]').click();
      await expect(page).toHaveURL(/\/de\/search\?topic=excel$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByTestId('page-search').getByRole('combobox')).toHaveValue('excel');
    });

    test('dates are formatted in the language locale', async ({ app, page, freshUser }) => {
      expect(freshUser.username).toBeTruthy();
      await app.goto('/dashboard');
      const today = await page.evaluate(
        (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date()),
        lang === 'it' ? 'it-IT' : 'en-GB',
      );
      await expect(page.getByTestId('dashboard-today')).toHaveText(
        app.t('dashboard.today', { date: today }),
      );
    });
  });
});
