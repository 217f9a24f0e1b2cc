import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setUpI18n } from '../../../lib/i18n.ts';
import { PasswordCard } from './password-card.tsx';

async function renderCard(onChanged = vi.fn()) {
  const i18n = await setUpI18n('en', 'Skillvia');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <PasswordCard onChanged={onChanged} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  return {
    field,
    type,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })),
  };
}

function replyWith(body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('PasswordCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does nothing while a field is empty', async () => {
    const fetchMock = replyWith({});
    const card = await renderCard();
    card.type('Current password', 'old-secret');
    card.type('New password', 'new-secret');
    card.submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Password doesn\'t match" and sends nothing when new and confirm differ', async () => {
    const fetchMock = replyWith({});
    const card = await renderCard();
    card.type('Current password', 'old-secret');
    card.type('New password', 'new-secret');
    card.type('Confirm new password', 'new-secret-2');
    card.submit();
    expect(screen.getByRole('alert').textContent).toBe("Password doesn't match");
    expect(card.field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message by its code under the form", async () => {
    replyWith({
      status: false,
      msg: 'The current password is not correct',
      code: 'wrong_password',
    });
    const card = await renderCard();
    card.type('Current password', 'wrong');
    card.type('New password', 'new-secret');
    card.type('Confirm new password', 'new-secret');
    card.submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The current password is not correct'),
    );
  });

  it('clears the fields after a success', async () => {
    const fetchMock = replyWith({ status: true, msg: 'Password changed' });
    const onChanged = vi.fn();
    const card = await renderCard(onChanged);
    card.type('Current password', 'old-secret');
    card.type('New password', 'new-secret');
    card.type('Confirm new password', 'new-secret');
    card.submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(card.field('Current password').value).toBe('');
    expect(card.field('New password').value).toBe('');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      action: 'changepassword',
      oldpass: 'old-secret',
      newpass: 'new-secret',
      confpass: 'new-secret',
    });
  });
});
