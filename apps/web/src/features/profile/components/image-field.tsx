import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { acceptedImageTypes, imageFileProblem } from '../../../lib/image-files.ts';
import './image-field.css';

interface ImageFieldProps {
  /** The stored image, if any. */
  imageUrl: string | null;
  /** Shown in the circle without an image (an initial). */
  fallback: string;
  label: string;
  chooseLabel: string;
  removeLabel?: string;
  shape: 'round' | 'square';
  testId: string;
  /** The file input's id, for a label or link elsewhere to point at. */
  inputId?: string;
  onUpload: (file: File) => Promise<unknown>;
  onRemove?: () => Promise<unknown>;
  onChanged?: () => void;
}

/**
 * Picks an image, shows it at once as a preview and uploads it; the server checks the bytes again
 * and re-encodes them. Type and size are checked here first so a wrong file fails fast.
 */
export function ImageField({
  imageUrl,
  fallback,
  label,
  chooseLabel,
  removeLabel,
  shape,
  testId,
  inputId: givenInputId,
  onUpload,
  onRemove,
  onChanged,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = givenInputId ?? generatedId;
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setStatus({ kind: 'error', text: t(problem) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    setStatus({ kind: 'ok', text: t('profile.image.uploading') });
    try {
      await onUpload(file);
      setStatus({ kind: 'ok', text: t('profile.image.uploaded') });
      onChanged?.();
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    } finally {
      setPreview(null);
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!onRemove) return;
    setBusy(true);
    try {
      await onRemove();
      setStatus({ kind: 'ok', text: t('profile.image.removed') });
      onChanged?.();
    } catch (error) {
      setStatus({ kind: 'error', text: t(errorMessageKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? imageUrl;
  return (
    <div className="image-field" data-testid={testId}>
      <p className="field-label">{label}</p>
      <div className={`image-field-frame image-field-${shape}`} aria-busy={busy}>
        {shown ? (
          <img src={shown} alt={label} data-testid={`${testId}-image`} />
        ) : (
          <span className="image-field-fallback" aria-hidden="true">
            {fallback}
          </span>
        )}
      </div>
      <div className="image-field-actions">
        <input
          id={inputId}
          className="visually-hidden image-field-input"
          type="file"
          accept={acceptedImageTypes.join(',')}
          disabled={busy}
          onChange={(event) => void onFile(event)}
        />
        <label htmlFor={inputId} className="btn btn-secondary image-field-choose">
          {chooseLabel}
        </label>
        {imageUrl && onRemove && removeLabel ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void remove()}
          >
            {removeLabel}
          </button>
        ) : null}
      </div>
      <p className="field-hint">{t('profile.image.hint')}</p>
      <p
        className={status?.kind === 'error' ? 'field-error' : 'image-field-status'}
        role="status"
        aria-live="polite"
      >
        {status?.text}
      </p>
    </div>
  );
}
