import { describe, expect, it } from 'vitest';
import { notificationParam, renderNotification } from './notifications.ts';

describe('a notification’s moments, days and money', () => {
  const invoice = {
    seller: 'Giulia Bianchi',
    number: 'INV-2026-0007',
    title: 'Excel',
    amount: notificationParam.money(838_140, 'EUR'),
    due: notificationParam.day('2026-12-28'),
  };

  it('are written like the pages, in each reader’s language', () => {
    expect(renderNotification('invoice_issued', invoice, 'it')).toBe(
      'Giulia Bianchi ha emesso la fattura INV-2026-0007 per «Excel»: 8.381,40\u00a0€, scadenza 28 dicembre 2026.',
    );
    expect(renderNotification('invoice_issued', invoice, 'de')).toBe(
      'Giulia Bianchi hat die Rechnung INV-2026-0007 für „Excel“ ausgestellt: 8.381,40\u00a0€, fällig am 28. Dezember 2026.',
    );
    expect(renderNotification('invoice_issued', invoice, 'en')).toContain(
      '€8,381.40, due 28 December 2026',
    );
  });

  it('give a moment in the reader’s zone, Rome where it is not known', () => {
    const params = {
      title: 'Excel',
      date: notificationParam.moment(new Date('2026-12-04T17:17:00Z')),
    };
    expect(renderNotification('training_tomorrow', params, 'en')).toBe(
      'Reminder: “Excel” is tomorrow, 4 Dec 2026, 18:17.',
    );
    expect(renderNotification('training_tomorrow', params, 'en', 'America/New_York')).toBe(
      'Reminder: “Excel” is tomorrow, 4 Dec 2026, 12:17.',
    );
  });

  it('show a value stored before as it was', () => {
    const old = { ...invoice, amount: '8381.40 EUR', due: '28/12/2026' };
    expect(renderNotification('invoice_issued', old, 'en')).toContain(
      ': 8381.40 EUR, due 28/12/2026.',
    );
  });
});
