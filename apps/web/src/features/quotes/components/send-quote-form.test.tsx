import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setUpI18n } from '../../../lib/i18n.ts';
import { typeInDateField } from '../../../test/date-field.ts';
import { SendQuoteForm } from './send-quote-form.tsx';

/** Answers every call with `reply` (and its HTTP status) and keeps what was sent. */
function stubServer(reply: unknown, status = 200) {
  const calls: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return Promise.resolve(new Response(JSON.stringify(reply), { status }));
    }),
  );
  return calls;
}

const requirement = {
  id: 7,
  participants: 12,
  currency: 'EUR',
  delivery: 'online' as const,
  location: 'Milano',
};

async function renderForm(onSent = vi.fn()) {
  const i18n = await setUpI18n('en', 'Skillvia');
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SendQuoteForm requirement={requirement} vatRateBasisPoints={2200} onSent={onSent} />
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onSent;
}

const preview = () => within(screen.getByTestId('quote-preview'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quote form', () => {
  it('previews the figures the server will store, per participant or flat', async () => {
    await renderForm();
    expect(preview().getByTestId('quote-preview-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('quote-price'), { target: { value: '450' } });
    expect(preview().getByText('€450.00 × 12 participants')).toBeTruthy();
    expect(preview().getByTestId('quote-preview-net').textContent).toBe('€5,400.00');
    expect(preview().getByTestId('quote-preview-vat').textContent).toBe('€1,188.00');
    expect(preview().getByTestId('quote-preview-gross').textContent).toBe('€6,588.00');

    fireEvent.click(screen.getByRole('radio', { name: 'Flat price' }));
    expect(screen.getByLabelText(/^Flat price \(excl\. VAT\)/)).toBeTruthy();
    expect(preview().getByTestId('quote-preview-gross').textContent).toBe('€549.00');
    expect(preview().getByTestId('quote-preview-per-participant').textContent).toBe('€37.50');
  });

  it('says what is missing beside each field and sends nothing', async () => {
    const calls = stubServer({ status: true });
    await renderForm();
    fireEvent.click(screen.getByTestId('send-quote-submit'));
    expect((await screen.findByTestId('quote-price-error')).textContent).toBe(
      'This field is required',
    );
    expect(screen.getByTestId('quote-dates-error').textContent).toBe('This field is required');
    expect(document.activeElement).toBe(screen.getByTestId('quote-price'));
    expect(calls).toEqual([]);
  });

  it('sends the amount in minor units and shows the server’s field problems on their fields', async () => {
    const calls = stubServer(
      {
        status: false,
        code: 'invalid_input',
        msg: 'Some fields are not valid',
        fields: { validUntil: ['validation.date'] },
      },
      400,
    );
    const onSent = await renderForm();
    fireEvent.change(screen.getByTestId('quote-price'), { target: { value: '1.250,50' } });
    await typeInDateField('Proposed date 1', '040520990900');
    fireEvent.change(screen.getByTestId('quote-cover-letter'), { target: { value: 'Hello' } });
    expect(screen.getByTestId('quote-letter-count').textContent).toBe('5 / 3,000');
    fireEvent.click(screen.getByTestId('send-quote-submit'));
    expect((await screen.findByTestId('quote-valid-until-error')).textContent).toBe(
      'Enter a valid date',
    );
    expect(calls[0]).toMatchObject({
      action: 'sendquote',
      requirementId: 7,
      pricing: 'per_participant',
      priceMinor: 125_050,
      dates: [new Date('2099-05-04T09:00').toISOString()],
      delivery: 'online',
      location: 'Milano',
      coverLetter: 'Hello',
    });
    await waitFor(() => expect(screen.getByTestId('send-quote-error')).toBeTruthy());
    expect(onSent).not.toHaveBeenCalled();
  });
});
