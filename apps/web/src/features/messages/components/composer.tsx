import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageMaxLength, messageText } from '@app/contracts/actions/messaging';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format.ts';

/** The counter appears once a message has used nine tenths of what it may hold. */
export const counterThreshold = Math.floor(messageMaxLength * 0.9);

interface ComposerProps {
  /** Called with the text as the contract normalises it (trimmed, \n line breaks). */
  onSend: (message: string) => void;
  testId?: string;
}

/** Where a message is written: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, testId = 'message-composer' }: ComposerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const parsed = messageText.safeParse(text);
  const showCounter = text.length >= counterThreshold;

  const send = () => {
    if (!parsed.success) return;
    onSend(parsed.data);
    setText('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter itself.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className="message-composer" onSubmit={onSubmit} data-testid={testId}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('messages.composer.label')}
      </label>
      <span id={hintId} className="visually-hidden">
        {t('messages.composer.hint')}
      </span>
      <textarea
        ref={inputRef}
        id={inputId}
        className="input message-composer-input"
        rows={2}
        value={text}
        maxLength={messageMaxLength}
        placeholder={t('messages.composer.placeholder')}
        aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="message-input"
      />
      <div className="message-composer-side">
        {showCounter ? (
          <span
            id={counterId}
            className={`message-counter ${text.length >= messageMaxLength ? 'is-full' : ''}`.trim()}
            aria-live="polite"
            data-testid="message-counter"
          >
            {t('messages.composer.counter', {
              used: formatNumber(text.length, language),
              max: formatNumber(messageMaxLength, language),
            })}
          </span>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary message-send"
          disabled={!parsed.success}
          data-testid="message-send"
        >
          {t('messages.composer.send')}
        </button>
      </div>
    </form>
  );
}
