import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { UnsubscribeScreen } from './unsubscribe-screen.tsx';

const token = `41-messages-${'a'.repeat(43)}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page an e-mail’s unsubscribe link opens', () => {
  it('says what it stops, stops it only on a click, then says how to turn it on again', async () => {
    const calls = stubActions(() => ({ status: true, msg: 'ok', list: 'messages' }));
    await renderInApp(<UnsubscribeScreen token={token} />);
    expect(
      screen.getByRole('heading', { name: 'Stop e-mails about messages and notifications?' }),
    ).toBeTruthy();
    // Opening the page changes nothing: mail scanners open links too.
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You will no longer receive e-mails about messages and notifications.',
    );
    expect(calls).toEqual([{ action: 'unsubscribe', token }]);
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('says plainly when the link is not one of ours, without asking the server', async () => {
    const calls = stubActions(() => ({ status: true }));
    await renderInApp(<UnsubscribeScreen token="41-messages-short" />);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^This link to stop e-mails is not valid/,
    );
    expect(calls).toHaveLength(0);
  });
});
