import path from 'node:path';
import sharp from 'sharp';
import { callApi, chooseLanguage, expect, test as base } from '../fixtures.ts';
import { createEvent, nextYear, signUpProvider } from '../support/events.ts';
import { languageByWidth, signUpAndLogIn } from '../support/profile-settings.ts';

// A visual record of the event screens for reviewers: `npm run screenshots`.
const outDir =
  process.env.SCREENSHOT_DIR ??
  path.resolve(import.meta.dirname, '../../playwright-report/screenshots');

const test = base.extend(languageByWidth);

/** A picture with some shape to it, so the gallery and cards look like real ones. */
function scenePng(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,70%)"/>
    </linearGradient></defs>
    <rect width="1500" height="1000" fill="url(#g)"/>
    <circle cx="1150" cy="260" r="170" fill="hsl(${hue + 20},70%,85%)" opacity="0.6"/>
    <rect x="160" y="560" width="720" height="60" rx="30" fill="#fff" opacity="0.55"/>
    <rect x="160" y="660" width="480" height="60" rx="30" fill="#fff" opacity="0.35"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test.describe('screenshots', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('event screens', async ({ app, page, browser }, testInfo) => {
    const shot = async (screen: string, fullPage = true) => {
      // Dialogs and toasts fade in: wait for images and every animation before the picture.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await page.screenshot({
        path: path.join(outDir, `${testInfo.project.name}-${app.lang}-events-${screen}.png`),
        fullPage,
      });
    };
    const user = await signUpProvider(page);
    await callApi(page, 'updateprofile', {
      firstName: 'Giulia',
      lastName: 'Ferri',
      headline: 'Formatrice Excel e Power BI',
    });

    await app.goto('/event/manage_event');
    await expect(page.getByTestId('manage-events-empty')).toBeVisible();
    await shot('manage-empty', false);

    await app.goto('/event/addevent');
    await expect(page.getByTestId('event-form')).toBeVisible();
    await shot('form');
    await page
      .getByTestId('event-form')
      .getByRole('button', { name: app.t('events.form.saveDraft') })
      .click();
    await expect(page.locator('#event-title')).toBeFocused();
    await shot('form-errors');

    const event = await createEvent(
      page,
      {
        title:
          app.lang === 'it'
            ? 'Excel avanzato: tabelle pivot e Power Query'
            : 'Advanced Excel: pivot tables and Power Query',
        description:
          '<h2>Programma</h2><p>Una giornata pratica per chi usa Excel ogni giorno.</p><ul><li>Tabelle pivot</li><li>Power Query</li><li>Grafici dinamici</li></ul>',
        capacity: 24,
        price: 14990,
        language: 'it',
      },
      { publish: false },
    );
    for (const hue of [190, 30, 140]) {
      await page.request.post('/inc/event-upload', {
        multipart: {
          eventId: String(event.id),
          file: { name: 'photo.png', mimeType: 'image/png', buffer: await scenePng(hue) },
        },
        headers: {
          'X-XSRF-TOKEN': decodeURIComponent(
            (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
          ),
        },
      });
    }
    await app.goto(`/event/addevent?id=${event.id}&step=images`);
    await expect(page.getByTestId('event-images').locator('img')).toHaveCount(3);
    await shot('images');
    await app.goto(`/event/addevent?id=${event.id}&step=publish`);
    await expect(page.getByTestId('event-when').first()).toBeVisible();
    await shot('publish');
    await app.goto(`/event/Q/${event.url}`);
    await expect(page.getByTestId('event-owner-bar')).toBeVisible();
    await shot('page-owner-draft');

    await callApi(page, 'publishevent', { id: event.id, publish: true });
    await createEvent(page, {
      title: 'Webinar: Power BI per il controllo di gestione',
      delivery: 'online',
      location: '',
      onlineUrl: 'https://meet.example.com/powerbi',
      startsAt: `${nextYear}-09-03T18:00`,
      endsAt: `${nextYear}-09-03T19:30`,
    });
    await createEvent(page, { title: 'Bozza: laboratorio di macro VBA' }, { publish: false });
    await app.goto('/event/manage_event');
    await expect(page.getByTestId('manage-event-row')).toHaveCount(2);
    await shot('manage');
    await page.getByTestId('manage-event-row').first().getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('delete-dialog', false);
    await page.keyboard.press('Escape');

    // A visitor in New York: local times, the organiser's note, the online link behind a login.
    const visitor = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: page.viewportSize(),
      timezoneId: 'America/New_York',
    });
    await chooseLanguage(visitor, app.lang, testInfo.project.use.baseURL ?? '');
    const visitorPage = await visitor.newPage();
    await visitorPage.addInitScript(() => window.localStorage.setItem('cookieConsent', 'all'));
    await visitorPage.goto(app.path(`/event/Q/${event.url}`));
    await expect(visitorPage.getByTestId('event-page')).toBeVisible();
    await visitorPage.waitForLoadState('networkidle');
    await visitorPage.screenshot({
      path: path.join(outDir, `${testInfo.project.name}-${app.lang}-events-page-visitor.png`),
      fullPage: true,
    });
    const online = (await callApi(page, 'myevents', { status: 'published' })).body as {
      events: Array<{ url: string; delivery: string }>;
    };
    const webinar = online.events.find((item) => item.delivery === 'online');
    await visitorPage.goto(app.path(`/event/Q/${webinar?.url ?? ''}`));
    await expect(visitorPage.getByTestId('event-online-link')).toBeVisible();
    await visitorPage.screenshot({
      path: path.join(outDir, `${testInfo.project.name}-${app.lang}-events-page-online.png`),
      fullPage: true,
    });
    await visitor.close();

    expect(user.username).toBeTruthy();
    await signUpAndLogIn(page);
    await app.goto('/event/addevent');
    await expect(page.getByTestId('event-provider-notice')).toBeVisible();
    await shot('seeker-notice', false);
  });
});
