import { expect, forEachLanguage, test } from '../fixtures.ts';
import { scrollPageTo } from '../support/signals.ts';

const footerPaths: Array<[string, string]> = [
  ['blog', '/blog'],
  ['contact', '/contact'],
  ['refund', '/refund-policy'],
  ['support', '/support'],
  ['faq', '/faq'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['cookies', '/cookie-policy'],
  ['antispam', '/anti-spam'],
  ['gdpr', '/gdpr'],
  ['ipr', '/ipr-complaints'],
  ['abuse', '/abuse-policy'],
];

forEachLanguage(() => {
  test.describe('footer', () => {
    test('has the policy links, social networks, marketing text and 30+ popular topics', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const footer = page.getByTestId('site-footer');
      for (const [key, path] of footerPaths) {
        await expect(
          footer.getByRole('link', { name: app.t(`footer.links.${key}`), exact: true }),
        ).toHaveAttribute('href', app.path(path));
      }
      const social = footer.locator('a[target="_blank"]');
      await expect(social).toHaveCount(5);
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(
          /^https:\/\/(www\.)?(linkedin|facebook|x|youtube|instagram)\.com\//,
        );
      }
      await expect(
        footer.getByRole('link', { name: app.t('footer.socialLabel', { network: 'LinkedIn' }) }),
      ).toBeVisible();
      await expect(footer).toContainText(app.t('footer.marketing1'));
      await expect(footer).toContainText(app.t('footer.marketing2'));

      const topics = page.getByTestId('popular-topics').getByRole('link');
      expect(await topics.count()).toBeGreaterThanOrEqual(30);
      const first = app.t('footer.topics.publicSpeaking');
      await expect(
        page.getByTestId('popular-topics').getByRole('link', { name: first, exact: true }),
      ).toHaveAttribute('href', app.path(`/search?topic=${encodeURIComponent(first)}`));
      for (const link of (await topics.all()).slice(0, 30)) {
        const label = (await link.textContent()) ?? '';
        await expect(link).toHaveAttribute(
          'href',
          app.path(`/search?topic=${encodeURIComponent(label)}`),
        );
      }
    });

    test('back-to-top appears after 20 px of scroll and scrolls to the top', async ({
      app,
      page,
    }) => {
      await app.goto('/');
      const button = page.getByRole('button', { name: app.t('footer.backToTop') });
      await expect(button).toHaveCount(0);
      await scrollPageTo(page, 15);
      await expect(button).toHaveCount(0);
      await scrollPageTo(page, 600);
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toHaveCount(0);
    });
  });

  test.describe('cookie banner', () => {
    test.use({ acceptCookies: false });

    test('disappears once accepted and stays away after a reload', async ({ app, page }) => {
      await app.goto('/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(app.t('cookie.text'));
      await banner.getByRole('button', { name: app.t('cookie.accept') }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('home-page')).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });
  });
});
