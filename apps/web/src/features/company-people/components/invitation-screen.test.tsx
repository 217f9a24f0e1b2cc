import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { InvitationScreen } from './invitation-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const visitor = { status: false, code: 'auth_required', msg: 'Please log in' };

describe('the invitation page', () => {
  it('says clearly that a used or expired link no longer works', async () => {
    stubActions((body) =>
      body.action === 'companyinvitation'
        ? { status: false, code: 'invitation_invalid', msg: 'invalid' }
        : visitor,
    );
    await renderInApp(<InvitationScreen token="used" onSignIn={vi.fn()} onRegister={vi.fn()} />);
    const card = await screen.findByTestId('invitation-invalid');
    expect(card.textContent).toContain('This invitation can no longer be used');
    expect(card.textContent).toContain(
      'This invitation has expired, was already used or was withdrawn.',
    );
    expect(screen.queryByTestId('invitation-accept')).toBeNull();
  });

  it('asks a visitor to sign in or register, and comes back here after the login', async () => {
    stubActions((body) =>
      body.action === 'companyinvitation'
        ? {
            status: true,
            company: { id: 3, name: 'ACME S.p.A. – Roma' },
            email: 'new.manager@example.com',
            userRole: 2,
            department: 'Operations',
          }
        : visitor,
    );
    const onSignIn = vi.fn();
    const onRegister = vi.fn();
    await renderInApp(
      <InvitationScreen token="abc_123" onSignIn={onSignIn} onRegister={onRegister} />,
      'it',
    );
    expect((await screen.findByTestId('invitation-company')).textContent).toBe(
      'ACME S.p.A. – Roma',
    );
    expect(screen.getByTestId('invitation').textContent).toContain(
      'Sei invitato a gestire la formazione come Manager di ACME S.p.A. – Roma.',
    );
    fireEvent.click(await screen.findByTestId('invitation-register'));
    expect(onRegister).toHaveBeenCalledOnce();
    expect(takeAttemptedUrl()).toBe('/invitation/abc_123');
    fireEvent.click(screen.getByTestId('invitation-sign-in'));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(takeAttemptedUrl()).toBe('/invitation/abc_123');
  });
});
