import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

describe('MessageText', () => {
  afterEach(cleanup);

  it('shows markup as text, never as HTML', () => {
    const { container } = render(
      <p>
        <MessageText text={'<img src=x onerror="alert(1)"><b>bold</b>'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
  });

  it('opens http(s) links apart from the app, without the referrer, not followed', () => {
    const { container } = render(
      <p>
        <MessageText text="Programma: https://example.com/corso e javascript:alert(1)" />
      </p>,
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link?.getAttribute('href')).toBe('https://example.com/corso');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toBe(
      'Programma: https://example.com/corso e javascript:alert(1)',
    );
  });
});
