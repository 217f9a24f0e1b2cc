import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../lib/i18n.ts';
import { RatingInput, ratingValues } from './rating-input.tsx';

function Rated({ initial, onChange }: { initial: number | null; onChange: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="rating-label">Rating</span>
      <RatingInput
        id="rating"
        value={value}
        labelledBy="rating-label"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

async function renderRating(language: 'en' | 'it', initial: number | null = null) {
  const i18n = await setUpI18n(language, 'Skillvia');
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Rated initial={initial} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

const checked = () => screen.getByRole('radio', { checked: true });

afterEach(cleanup);

describe('the rating input', () => {
  it('offers 1 to 5 in halves as one labelled radio group with one tab stop', async () => {
    await renderRating('en');
    expect(ratingValues).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    // Nothing chosen yet: the first option is the tab stop, and the value says so.
    expect(options.filter((option) => option.tabIndex === 0)).toEqual([options[0]]);
    expect(group.contains(screen.getByText('Not rated'))).toBe(false);
    expect(screen.getByTestId('rating-input-value').textContent).toBe('Not rated');
  });

  it('chooses half a star with a click on that half', async () => {
    const onChange = await renderRating('en');
    fireEvent.click(screen.getByRole('radio', { name: '3.5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3.5);
    expect(checked().getAttribute('aria-label')).toBe('3.5 stars');
    expect(checked().tabIndex).toBe(0);
    expect(screen.getByTestId('rating-input-value').textContent).toBe('3.5 / 5');
  });

  it('previews under a mouse only, and a choice shows at once under a resting pointer', async () => {
    await renderRating('en', 4);
    const two = screen.getByRole('radio', { name: '2 stars' });
    fireEvent.pointerEnter(two, { pointerType: 'touch' });
    expect(screen.getByTestId('rating-input-value').textContent).toBe('4 / 5');
    fireEvent.pointerEnter(two, { pointerType: 'mouse' });
    expect(screen.getByTestId('rating-input-value').textContent).toBe('2 / 5');
    // The keyboard chooses while the mouse still rests on the second star.
    fireEvent.keyDown(screen.getByRole('radio', { name: '4 stars' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('rating-input-value').textContent).toBe('4.5 / 5');
  });

  it('moves by half a star with the arrows, and to the ends with Home and End', async () => {
    const onChange = await renderRating('en', 4);
    const start = screen.getByRole('radio', { name: '4 stars' });
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    expect(document.activeElement).toBe(checked());
    expect(checked().getAttribute('aria-label')).toBe('4.5 stars');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    // 5 is the top: the arrow stays there rather than wrapping to 1.
    expect(checked().getAttribute('aria-label')).toBe('5 stars');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(checked().getAttribute('aria-label')).toBe('4 stars');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(checked().getAttribute('aria-label')).toBe('1 star');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(checked().getAttribute('aria-label')).toBe('1 star');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(document.activeElement).toBe(checked());
  });

  it('chooses the focused option with Space when none is chosen yet', async () => {
    const onChange = await renderRating('en');
    const first = screen.getByRole('radio', { name: '1 star' });
    first.focus();
    fireEvent.keyDown(first, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(first.getAttribute('aria-checked')).toBe('true');
  });

  it('writes the value with the language’s decimal comma', async () => {
    await renderRating('it', 4.5);
    expect(screen.getByTestId('rating-input-value').textContent).toBe('4,5 / 5');
    expect(checked().getAttribute('aria-label')).toBe('4,5 stelle');
    expect(screen.getByRole('radio', { name: '1 stella' })).toBeTruthy();
  });
});
