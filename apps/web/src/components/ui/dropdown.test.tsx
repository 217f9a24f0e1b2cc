import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown.tsx';

afterEach(cleanup);

function renderMenu() {
  render(
    <Dropdown label="Account" trigger="me">
      {() => (
        <ul>
          <li>
            <a href="/profile">Profile</a>
          </li>
          <li>
            <a href="/settings">Settings</a>
          </li>
          <li>
            <button type="button">Log out</button>
          </li>
        </ul>
      )}
    </Dropdown>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

describe('Dropdown', () => {
  it('opens with Down at its first item; the arrows, Home and End move through the items', () => {
    const button = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Settings' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
    // Down from the last goes round to the first, Up from the first to the last.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Profile' }));
  });

  it('leaves other keys alone and stays closed until asked', () => {
    const button = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.keyDown(button, { key: 'a' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
