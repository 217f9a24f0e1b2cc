import type { Locator, Page, TestInfo } from '@playwright/test';
import { callApi, expect, test as base } from '../fixtures.ts';
import { openPerson, signUpPerson } from '../support/messages.ts';
import { languageByWidth } from '../support/profile-settings.ts';
import {
  amount,
  daysAheadInput,
  daysAheadInstant,
  postRequirement,
  quoteParts,
  sendQuote,
} from '../support/quotes.ts';
import { fillDateField } from '../support/date-fields.ts';

// Italian at 1280 px (the comparison is a table), English at 375 px (one card per quote).
const test = base.extend(languageByWidth);

/** Screenshots for a person to look at, only when asked (QUOTE_SHOTS=1): a part, or the view. */
async function shot(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  if (!process.env.QUOTE_SHOTS) return;
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  // The sticky header would cover the top of a part scrolled into view (CSSOM: the CSP allows it).
  await page.getByTestId('site-header').evaluate((header) => {
    header.style.position = 'static';
  });
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path });
}

async function becomeProvider(page: Page, vatRate?: number) {
  const reply = await callApi(page, 'serviceType', { Provider: true, Seeker: false });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  if (vatRate !== undefined) {
    const vat = await callApi(page, 'setvatrate', { vatRate });
    expect(vat.body, JSON.stringify(vat.body)).toMatchObject({ status: true });
  }
}

test.describe('quotes', () => {
  test('providers quote a requirement, the owner compares, shortlists and accepts one on its second date; the others are not selected', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    // Four accounts (password hashing) and three browsers: minutes on a busy machine.
    test.setTimeout(180_000);
    await signUpPerson(page);
    const requirement = await postRequirement(page, { participants: 12 });

    // The first provider charges 10 % VAT and quotes through the form: 12 × 450 € + 10 %.
    const first = await openPerson(browser, testInfo, lang);
    await becomeProvider(first.page, 1000);
    await first.app.goto(`/requirement/${requirement.url}`);
    const form = first.page.getByTestId('send-quote-form');
    await expect(form).toBeVisible();
    await form.getByTestId('quote-price').fill('450');
    const preview = form.getByTestId('quote-preview');
    await expect(preview.getByTestId('quote-preview-net')).toHaveText(amount(5400));
    await expect(preview.getByTestId('quote-preview-vat')).toHaveText(amount(540));
    await expect(preview.getByTestId('quote-preview-gross')).toHaveText(amount(5940));
    await fillDateField(form.getByTestId('quote-date-0'), daysAheadInput(10));
    await form.getByTestId('quote-add-date').click();
    await fillDateField(form.getByTestId('quote-date-1'), daysAheadInput(12));
    const letter = 'Due giornate in aula con casi reali.';
    await form.getByTestId('quote-cover-letter').fill(letter);
    await expect(form.getByTestId('quote-letter-count')).toHaveText(
      new RegExp(`^${letter.length} / 3[.,]?000$`),
    );
    await shot(first.page, testInfo, 'provider-form', form);
    await form.getByTestId('send-quote-submit').click();
    const mine = first.page.getByTestId('your-quote');
    await expect(mine.getByTestId('quote-state')).toHaveAttribute('data-state', 'submitted');
    await expect(mine.getByTestId('quote-sent')).toBeVisible();
    // The form is gone: the keyboard lands on the quote it sent.
    await expect(
      mine.getByRole('heading', { name: first.app.t('quotes.mine.title') }),
    ).toBeFocused();
    await expect(mine.getByTestId('quote-gross')).toHaveText(amount(5940));
    const firstQuote = Number(await mine.getAttribute('data-quote-id'));

    // The second provider quotes a flat 4 000 € at the default 22 %: 4 880 €.
    const second = await openPerson(browser, testInfo, lang);
    await becomeProvider(second.page);
    const secondQuote = await sendQuote(second.page, requirement.id, { priceMinor: 400_000 });
    // A third quotes 380 € per participant at 22 %: 12 × 380 € + 22 % = 5 563,20 €.
    const third = await openPerson(browser, testInfo, lang);
    await becomeProvider(third.page);
    const thirdQuote = await sendQuote(third.page, requirement.id, {
      pricing: 'per_participant',
      priceMinor: 38_000,
      dates: [daysAheadInstant(20), daysAheadInstant(27)],
      coverLetter: `Formatrice certificata Microsoft, 12 anni di corsi in azienda. ${'Esercizi sui vostri file, materiali in italiano e un mese di domande via e-mail dopo il corso. '.repeat(3)}`,
    });

    // The owner's dashboard counts the quotes and leads to them; their list says so too.
    await app.goto('/requirement');
    await expect(page.getByTestId('my-requirement-quotes')).toHaveText(
      app.t('requirements.manage.quotesToDecide_other', { count: '3' }),
    );
    await app.goto('/dashboard');
    await page.getByTestId('dashboard-figure-quotesToDecide').click();
    await expect.poll(() => app.appUrl()).toBe(`/requirement/${requirement.url}`);
    expect(new URL(page.url()).hash).toBe('#quotes');
    // The owner sees them side by side, cheapest first when sorted by total.
    const quotes = page.getByTestId('requirement-quotes');
    await expect(quotes).toBeInViewport();
    await expect(quotes.getByTestId('quote-count')).toHaveText('3');
    const comparison = quotes.getByTestId('quote-comparison');
    await expect(comparison).toContainText(first.person.username);
    await expect(comparison).toContainText(second.person.username);
    await expect(quoteParts(page, firstQuote).getByTestId('quote-gross')).toHaveText(amount(5940));
    await expect(quoteParts(page, secondQuote).getByTestId('quote-gross')).toHaveText(amount(4880));
    await expect(quoteParts(page, thirdQuote).getByTestId('quote-gross')).toHaveText(
      amount(5563, '20'),
    );
    await quotes.getByTestId('quote-sort').selectOption('total');
    const columns = quotes.getByTestId('quote-column');
    await expect(columns.nth(0)).toHaveAttribute('data-quote-id', String(secondQuote));
    await expect(columns.nth(1)).toHaveAttribute('data-quote-id', String(thirdQuote));
    await expect(columns.nth(2)).toHaveAttribute('data-quote-id', String(firstQuote));
    await shot(page, testInfo, 'owner-comparison', quotes);

    // Shortlisted, the first quote is the only one left with "shortlisted only".
    await quoteParts(page, firstQuote).getByTestId('quote-shortlist').click();
    await expect(quoteParts(page, firstQuote).getByTestId('quote-state').first()).toHaveAttribute(
      'data-state',
      'shortlisted',
    );
    await quotes.getByTestId('quote-shortlisted-only').check();
    await expect(columns).toHaveCount(1);

    // Accepting asks for one of the proposed dates: the second. The dialog takes the keyboard
    // (the first date has it) and gives it back when closed.
    const accept = quoteParts(page, firstQuote).getByTestId('quote-accept');
    await accept.click();
    const dialog = page.getByTestId('quote-accept-dialog');
    await expect(dialog.getByTestId('quote-accept-date-0')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(accept).toBeFocused();
    await accept.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('quote-accept-date-1').check();
    await shot(page, testInfo, 'accept-dialog');
    await dialog.getByTestId('quote-accept-confirm').click();

    await expect.poll(() => app.appUrl()).toMatch(/^\/mybooking\/\d+$/);
    const booking = page.getByTestId('booking-page');
    await expect(booking.getByTestId('booking-state').first()).toHaveAttribute(
      'data-state',
      'accepted',
    );
    await expect(booking.getByTestId('booking-price-total')).toHaveText(amount(5940));

    // The requirement is closed, the accepted quote stands out with its booking.
    await app.goto(`/requirement/${requirement.url}`);
    await expect(page.getByTestId('requirement-closed')).toBeVisible();
    await expect(page.getByTestId('quote-accepted-note')).toBeVisible();
    await expect(quoteParts(page, firstQuote).getByTestId('quote-state').first()).toHaveAttribute(
      'data-state',
      'accepted',
    );

    await shot(page, testInfo, 'owner-accepted', quotes);

    // The other providers' quotes were not selected.
    for (const other of [second, third]) {
      await other.app.goto(`/requirement/${requirement.url}`);
      await expect(other.page.getByTestId('your-quote').getByTestId('quote-state')).toHaveAttribute(
        'data-state',
        'not_selected',
      );
      await expect(other.page.getByTestId('send-quote-form')).toHaveCount(0);
    }

    // The chosen provider finds it accepted among the quotes sent, a tab beside their requirements.
    await first.app.goto('/requirement');
    await first.page.getByTestId('my-requirements-page-tab-requirements').focus();
    await first.page.keyboard.press('ArrowRight');
    await expect(first.page.getByTestId('my-requirements-page-tab-quotes')).toBeFocused();
    await expect.poll(() => first.app.appUrl()).toBe('/requirement?tab=quotes');
    const row = first.page.getByTestId('my-quote-row').filter({ hasText: requirement.title });
    await expect(row.getByTestId('quote-state')).toHaveAttribute('data-state', 'accepted');
    await shot(first.page, testInfo, 'quotes-sent');
    await third.close();
    await second.close();
    await first.close();
  });

  test('a provider withdraws a quote and may send a new one; a seeker is told how to quote', async ({
    app,
    page,
    browser,
    lang,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUpPerson(page);
    const requirement = await postRequirement(page, { participants: 4 });
    const provider = await openPerson(browser, testInfo, lang);
    await becomeProvider(provider.page);
    await sendQuote(provider.page, requirement.id, { dates: [daysAheadInstant(9)] });

    await provider.app.goto(`/requirement/${requirement.url}`);
    const mine = provider.page.getByTestId('your-quote');
    await expect(mine.getByTestId('quote-state')).toHaveAttribute('data-state', 'submitted');
    await mine.getByTestId('quote-withdraw').click();
    const confirm = provider.page.getByTestId('quote-withdraw-dialog');
    // The safe choice has the focus; Escape keeps the quote and gives the focus back.
    await expect(
      confirm.getByRole('button', { name: provider.app.t('quotes.withdraw.keep') }),
    ).toBeFocused();
    await provider.page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(mine.getByTestId('quote-withdraw')).toBeFocused();
    await shot(provider.page, testInfo, 'your-quote', mine);
    await mine.getByTestId('quote-withdraw').click();
    await confirm.getByTestId('quote-withdraw-confirm').click();
    await expect(mine.getByTestId('quote-state')).toHaveAttribute('data-state', 'withdrawn');
    await provider.page.getByTestId('quote-send-again').click();
    await expect(provider.page.getByTestId('send-quote-form')).toBeVisible();
    await expect(
      provider.page.getByRole('heading', { name: provider.app.t('quotes.form.title') }),
    ).toBeFocused();
    await provider.page
      .getByTestId('send-quote-form')
      .getByRole('button', { name: provider.app.t('quotes.form.cancel') })
      .click();
    await expect(provider.page.getByTestId('quote-send-again')).toBeFocused();

    // Someone who does not offer training learns how to quote instead of getting a form.
    const seeker = await openPerson(browser, testInfo, lang);
    await seeker.app.goto(`/requirement/${requirement.url}`);
    await expect(seeker.page.getByTestId('quote-seeker-hint')).toBeVisible();
    await shot(seeker.page, testInfo, 'seeker-hint', seeker.page.getByTestId('quote-seeker-hint'));
    await expect(seeker.page.getByTestId('send-quote-form')).toHaveCount(0);

    // A withdrawn quote is the provider's business: the owner still waits for quotes.
    await app.goto(`/requirement/${requirement.url}`);
    await expect(page.getByTestId('quote-count')).toHaveText('0');
    await expect(page.getByTestId('quotes-empty')).toBeVisible();
    await shot(page, testInfo, 'owner-empty', page.getByTestId('requirement-quotes'));
    await seeker.close();
    await provider.close();
  });
});
