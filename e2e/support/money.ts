import { intlLocaleOf, shownGrouping } from '@app/contracts/locales';
import type { Page } from '@playwright/test';
import { callApi, expect, type Lang } from '../fixtures.ts';

/** An amount in euros as the app shows it (lib/format.ts formatPrice): grouped in thousands. */
export function shownEuros(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(intlLocaleOf[lang], {
    style: 'currency',
    currency: 'EUR',
    ...shownGrouping,
  }).format(amount);
}

/**
 * A valid Italian VAT id no other company of the run has: one company per VAT id, so each pool
 * company's billing details need their own. Seven random digits, Milan's office code (015) and
 * the check digit (the Luhn rule of the partita IVA).
 */
export function uniqueItalianVatId(): string {
  const serial = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const digits = `${serial}015`.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `IT${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

/**
 * The signed-in admin's company gets complete billing details (a Milan address, a VAT id of its
 * own, the SDI code or PEC an Italian company needs) through the API: a test's setup, not its
 * subject. The admin's password confirms the change.
 */
export async function saveCompanyBilling(
  page: Page,
  admin: { password: string },
  legalName: string,
  delivery: { sdiCode: string } | { pec: string },
): Promise<void> {
  const saved = await callApi(page, 'saveCompanyBillingDetails', {
    legalName,
    street: 'Via Tortona 25',
    postalCode: '20144',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    vatId: uniqueItalianVatId(),
    ...delivery,
    password: admin.password,
  });
  expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ status: true });
}
