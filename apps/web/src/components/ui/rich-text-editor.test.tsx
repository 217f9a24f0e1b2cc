import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../lib/i18n.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

async function renderEditor(value: string, onChange = vi.fn()) {
  const i18n = await setUpI18n('en', 'Skillvia');
  let setValue: (html: string) => void = () => undefined;
  function Host() {
    const [current, set] = useState(value);
    setValue = set;
    return (
      <>
        <span id="editor-label">Description</span>
        <RichTextEditor
          id="editor"
          value={current}
          onChange={onChange}
          labelledBy="editor-label"
          describedBy="editor-hint"
          invalid
          placeholder="Write here"
        />
      </>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Host />
    </I18nextProvider>,
  );
  return { setValue: (html: string) => setValue(html) };
}

describe('RichTextEditor', () => {
  afterEach(cleanup);

  it('is a labelled multi-line textbox showing the given HTML', async () => {
    await renderEditor('<p>Hello <strong>world</strong></p>');
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.id).toBe('editor');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('editor-hint');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.querySelector('strong')?.textContent).toBe('world');
  });

  it('has a toolbar of toggles with aria-pressed and one Tab stop moved by arrow keys', async () => {
    await renderEditor('');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    const italic = screen.getByRole('button', { name: 'Italic' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('aria-pressed')).toBe(false);
    expect(bold.tabIndex).toBe(0);
    expect(italic.tabIndex).toBe(-1);
    bold.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(italic);
    expect(italic.tabIndex).toBe(0);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redo' }));
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(bold);
  });

  it('takes a new value from outside without reporting it as a change', async () => {
    const onChange = vi.fn();
    const { setValue } = await renderEditor('<p>First</p>', onChange);
    setValue('<p>Second</p>');
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens a link form from the toolbar and refuses addresses the server would drop', async () => {
    await renderEditor('<p>Site</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a web address (https://…) or an email address',
    );
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByLabelText('Address')).toBeNull();
  });
});
