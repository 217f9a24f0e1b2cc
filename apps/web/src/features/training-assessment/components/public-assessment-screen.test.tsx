import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, stubActions } from '../../../test/render-in-app.tsx';
import { PublicAssessmentScreen } from './public-assessment-screen.tsx';

const token = 'A'.repeat(43);

/** A server whose assessment is open until `answerassessment` records the answers. */
function stubServer() {
  let state: 'open' | 'answered' = 'open';
  return stubActions((body) => {
    if (body.action === 'publicassessment') {
      return {
        status: true,
        state,
        title: 'Sicurezza sul lavoro',
        trainer: 'Giulia Bianchi',
        company: 'ACME',
        name: 'Sara Galli',
        questions: [
          { id: 'clear', kind: 'rating', text: 'Quanto era chiaro?' },
          { id: 'change', kind: 'text', text: 'Cosa cambieresti?' },
        ],
      };
    }
    if (body.action === 'answerassessment') {
      state = 'answered';
      return { status: true, msg: 'Thank you' };
    }
    return { status: true };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the attendee’s assessment page', () => {
  it('asks for every rating, sends halves, and then thanks', async () => {
    const calls = stubServer();
    await renderInApp(<PublicAssessmentScreen token={token} />);
    const form = await screen.findByTestId('public-assessment-form');
    fireEvent.click(within(form).getByTestId('assessment-submit'));
    expect(calls.some((call) => call.action === 'answerassessment')).toBe(false);
    expect(within(form).getAllByRole('radiogroup')[0]?.getAttribute('aria-invalid')).toBe('true');

    const [overall, clear] = within(form).getAllByRole('radiogroup');
    fireEvent.click(within(overall!).getAllByRole('radio')[7]!); // 4.5 stars
    fireEvent.click(within(clear!).getAllByRole('radio')[5]!); // 3.5 stars
    fireEvent.change(within(form).getByTestId('assessment-text-change'), {
      target: { value: '  Più esercizi  ' },
    });
    fireEvent.click(within(form).getByTestId('assessment-submit'));
    await waitFor(() =>
      expect(calls.find((call) => call.action === 'answerassessment')).toMatchObject({
        token,
        ratingHalves: 9,
        answers: { clear: 7, change: 'Più esercizi' },
        comment: null,
      }),
    );
    expect(await screen.findByTestId('assessment-thanks')).toBeTruthy();
  });
});
