import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { BillingDetailsPrompt } from './billing-details-prompt.tsx';

afterEach(cleanup);

describe('the billing details prompt', () => {
  it('leads the caller to their own form', async () => {
    await renderInApp(<BillingDetailsPrompt target="mine" />);
    expect(screen.getByRole('status').textContent).toContain('Billing details missing');
    expect(screen.getByRole('link', { name: 'Add your details' }).getAttribute('href')).toBe(
      '/dashboard/c/billing#my-billing',
    );
  });

  it('leads a company admin to the company’s form, and tells a manager to ask the admin', async () => {
    await renderInApp(<BillingDetailsPrompt target="company" />);
    expect(
      screen.getByRole('link', { name: 'Add the company’s details' }).getAttribute('href'),
    ).toBe('/dashboard/c/billing#company-billing');
    cleanup();
    await renderInApp(<BillingDetailsPrompt target="company" canEdit={false} message="Custom" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Custom');
    expect(screen.getByRole('status').textContent).toContain('Ask your company’s admin');
  });
});
