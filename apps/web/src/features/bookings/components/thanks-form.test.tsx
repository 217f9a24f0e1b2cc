import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { ThanksCard } from './thanks-card.tsx';
import { ThanksForm } from './thanks-form.tsx';

function stubServer() {
  return stubActions((body) =>
    body.action === 'sendthanks'
      ? { status: true, thanks: { message: body.message, materials: [], sentAt: 'x' } }
      : { status: true, message: 0, notif: 0 },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the thank-you form', () => {
  it('adds and removes material rows, up to ten, focusing each new one', async () => {
    stubServer();
    await renderInApp(<ThanksForm target={{ eventId: 3 }} title="Excel day" onSent={vi.fn()} />);
    expect(screen.queryAllByTestId('material-row')).toHaveLength(0);
    const add = screen.getByRole('button', { name: 'Add a material' });
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Title of material 1'));
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByLabelText('Title of material 2'));
    fireEvent.change(screen.getByLabelText('Title of material 2'), {
      target: { value: 'Slides' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove material 1' }));
    expect(screen.getAllByTestId('material-row')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Title of material 1').value).toBe('Slides');
    for (let row = 1; row < 10; row += 1) fireEvent.click(add);
    expect(screen.getAllByTestId('material-row')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add a material' })).toBeNull();
  });

  it('checks each row by the contract and sends nothing until all are right', async () => {
    const calls = stubServer();
    const onSent = vi.fn();
    await renderInApp(<ThanksForm target={{ eventId: 3 }} title="Excel day" onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a material' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a material' }));
    fireEvent.change(screen.getByLabelText('Link of material 1'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByTestId('thanks-send'));
    const message = screen.getByTestId('thanks-message');
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    const messageError = message.getAttribute('aria-describedby')!;
    expect(document.getElementById(messageError)?.textContent).toBe('This field is required');
    const title = screen.getByLabelText('Title of material 1');
    const link = screen.getByLabelText('Link of material 1');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    // The blank second row is left out, not refused.
    expect(screen.getByLabelText('Title of material 2').getAttribute('aria-invalid')).toBe('false');
    expect(calls.some((call) => call.action === 'sendthanks')).toBe(false);

    fireEvent.change(message, { target: { value: 'Thank you all for coming!' } });
    fireEvent.change(title, { target: { value: 'Slides' } });
    fireEvent.change(link, { target: { value: 'https://example.com/slides.pdf' } });
    fireEvent.click(screen.getByTestId('thanks-send'));
    await waitFor(() =>
      expect(calls).toContainEqual({
        action: 'sendthanks',
        eventId: 3,
        message: 'Thank you all for coming!',
        materials: JSON.stringify([{ title: 'Slides', url: 'https://example.com/slides.pdf' }]),
      }),
    );
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
  });
});

describe('the thank-you card', () => {
  it('opens only http and https materials, in a new tab without the opener', async () => {
    await renderInApp(
      <ThanksCard
        from="Giulia"
        thanks={{
          message: 'Grazie!',
          sentAt: '2026-11-22T10:00:00.000Z',
          materials: [
            { title: 'Slides', url: 'https://example.com/slides.pdf' },
            { title: 'Trap', url: 'javascript:alert(1)' },
          ],
        }}
      />,
    );
    const card = screen.getByTestId('thanks-card');
    expect(within(card).getByRole('heading', { name: 'A thank-you from Giulia' })).toBeTruthy();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/slides.pdf');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByText('Trap').tagName).toBe('SPAN');
  });
});
