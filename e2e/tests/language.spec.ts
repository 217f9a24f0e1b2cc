import { expect, forEachLanguage, productName, test, text } from '../fixtures.ts';

test.describe('language URL scheme', () => {
  // A browser whose languages are none of the five, with no choice stored: `/` then goes to the
  // default language.
  test.use({ storeLanguage: false, locale: 'ja-JP' });

  test('only / chooses: a first-time visitor goes to the default language; other addresses keep theirs', async ({
    app,
    page,
  }) => {
    expect(app).toBeTruthy();
    // The server sends it there: the document itself answers with the redirect.
    const home = await page.goto('/');
    expect(home?.request().redirectedFrom()?.url()).toMatch(/:\d+\/$/);
    await expect(page).toHaveURL(/\/it\/$/);
    await expect(page).toHaveTitle(`${text('it', 'titles.home')} | ${productName}`);
    // An unprefixed address is English for everyone, a shared link included.
    await page.goto('/error-pages/not-found?x=1');
    await expect(page).toHaveURL(/:\d+\/error-pages\/not-found\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
  });

  test('the browser’s language chooses at /, before any script', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'de-DE',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(/\/de\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      // Elsewhere the address decides, without a redirect: English here, and /en/ goes for good
      // to the address without it.
      const english = await page.goto('/search?q=excel');
      expect(english?.request().redirectedFrom()).toBeNull();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const prefixed = await page.goto('/en/search?q=excel');
      expect(prefixed?.request().redirectedFrom()?.url()).toMatch(/\/en\/search\?q=excel$/);
      await expect(page).toHaveURL(/:\d+\/search\?q=excel$/);
    } finally {
      await context.close();
    }
  });

  test('a stored choice wins at /: en keeps /, de goes under /de/', async ({ app, page }) => {
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
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('header-login')).toHaveText('Anmelden');
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
