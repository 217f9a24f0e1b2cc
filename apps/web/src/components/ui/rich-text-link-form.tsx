import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/react';

/** Only web and mail links survive the server's sanitiser, so only those are offered. */
function normaliseHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '') return null;
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  return href.includes('@') && !href.includes('/') ? `mailto:${href}` : `https://${href}`;
}

/** The address form the toolbar's link button opens; an empty address removes the link. */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState(false);

  const apply = () => {
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    const normalised = normaliseHref(href);
    if (!normalised) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // No text selected: insert the address itself as the link text.
      chain
        .insertContent({
          type: 'text',
          text: href.trim(),
          marks: [{ type: 'link', attrs: { href: normalised } }],
        })
        .run();
    } else {
      chain.setLink({ href: normalised }).run();
    }
    onDone();
  };

  return (
    <div className="rich-text-link-form" role="group" aria-label={t('topics.editor.linkForm')}>
      <label htmlFor={inputId}>{t('topics.editor.linkAddress')}</label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        value={href}
        placeholder="https://"
        aria-invalid={error || undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        // The form opens on request, so the address field taking focus is expected.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            // Closes only the form, not a dialog around the editor.
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
      />
      <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
        {t('topics.editor.linkApply')}
      </button>
      {current ? (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('topics.editor.linkRemove')}
        </button>
      ) : null}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
        {t('topics.editor.linkCancel')}
      </button>
      {error ? (
        <p id={`${inputId}-error`} className="rich-text-link-error" role="alert">
          {t('topics.editor.linkInvalid')}
        </p>
      ) : null}
    </div>
  );
}
