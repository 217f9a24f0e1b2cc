import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setUpI18n } from '../../../lib/i18n.ts';
import { LoginDialog } from './login-dialog.tsx';

async function renderDialog() {
  const i18n = await setUpI18n('en', 'Skillvia');
  const router = createMemoryRouter([
    {
      path: '/',
      element: <LoginDialog onClose={() => undefined} onSwitchToRegister={() => undefined} />,
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    username: screen.getByLabelText<HTMLInputElement>('Username or e-mail'),
    password: screen.getByLabelText<HTMLInputElement>('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

describe('LoginDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks empty fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { username, password, submit } = await renderDialog();
    fireEvent.click(submit);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the message of the failure code and clears both fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              status: false,
              msg: 'Invalid username or password',
              code: 'invalid_credentials',
            }),
          ),
        ),
      ),
    );
    const { username, password, submit } = await renderDialog();
    fireEvent.change(username, { target: { value: 'mario_rossi' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(username.value).toBe('');
    expect(password.value).toBe('');
  });

  it('shows the captcha when the failure demands one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              status: false,
              msg: 'Invalid username or password',
              code: 'invalid_credentials',
              recaptcha: true,
            }),
          ),
        ),
      ),
    );
    const { username, password, submit } = await renderDialog();
    expect(screen.queryByTestId('captcha-area')).toBeNull();
    fireEvent.change(username, { target: { value: 'mario_rossi' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('captcha-area')).textContent).toContain('Security check');
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('says the server is unreachable and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { username, password, submit } = await renderDialog();
    fireEvent.change(username, { target: { value: 'mario_rossi' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('could not be reached'),
    );
    expect(username.value).toBe('mario_rossi');
    expect(password.value).toBe('secret');
  });
});
