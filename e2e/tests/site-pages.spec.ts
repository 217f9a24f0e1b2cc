import { expect, forEachLanguage, test } from '../fixtures.ts';

/**
 * The footer's site pages (issue 17): real pages in the reader's language, a form that reaches
 * the operators, the blog with its feed, and the cookie banner's two choices.
 */
forEachLanguage(() => {
  test.describe('site pages', () => {
    test('the footer opens the terms, drawn in the page language', async ({ app, page }) => {
      await app.goto('/');
      await page
        .getByTestId('site-footer')
        .getByRole('link', { name: app.t('footer.links.terms'), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${app.path('/terms')}$`));
      const article = page.getByTestId('site-page');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(
        app.lang === 'it' ? 'Termini di servizio' : 'Terms of service',
      );
      // Links inside the text stay in the reader's language.
      const privacy = article.locator(`.site-prose a[href="${app.href('/privacy')}"]`).first();
      await expect(privacy).toBeVisible();
      await privacy.click();
      await expect(page.getByTestId('site-page').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${app.path('/privacy')}$`));
    });

    test('the contact form says what is missing, then sends and gives a reference', async ({
      app,
      page,
    }) => {
      await app.goto('/contact');
      const form = page.getByTestId('report-form');
      await form.getByRole('button', { name: app.t('site.form.send') }).click();
      await expect(form.getByText(app.t('validation.required')).first()).toBeVisible();
      await form.getByLabel(app.t('site.form.name')).fill('Anna Verdi');
      await form.getByLabel(app.t('site.form.email')).fill('anna.verdi@example.com');
      await form.getByLabel(app.t('site.form.subject')).fill('Corsi per 40 persone');
      await page
        .getByTestId('report-message')
        .fill('Vorremmo un corso di Excel per 40 persone a Torino.');
      await form.getByRole('button', { name: app.t('site.form.send') }).click();
      await expect(page.getByTestId('report-sent')).toContainText(/R-\d{4}-[A-Z2-9]{6}/);
    });

    test('the blog lists its articles, opens one and offers its feed', async ({ app, page }) => {
      await app.goto('/blog');
      const list = page.getByTestId('blog-page');
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(3);
      const feed = list.getByRole('link', { name: app.t('site.blog.feed') });
      const rss = await page.request.get((await feed.getAttribute('href')) ?? '');
      expect(rss.headers()['content-type']).toContain('application/rss+xml');
      const first = list.getByRole('heading', { level: 2 }).first();
      const title = (await first.textContent()) ?? '';
      await first.getByRole('link').click();
      await expect(page.getByTestId('blog-article').getByRole('heading', { level: 1 })).toHaveText(
        title,
      );
    });
  });

  test.describe('cookie banner choices', () => {
    test.use({ acceptCookies: false });

    test('"necessary only" closes it for good, and it links to the cookie policy', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner.getByRole('link', { name: app.t('cookie.policy') })).toHaveAttribute(
        'href',
        app.href('/cookie-policy'),
      );
      await banner.getByRole('button', { name: app.t('cookie.necessary') }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });
  });
});
