import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thanks } from '@app/contracts/actions/booking';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { externalHrefOf } from '../../../lib/safe-links.ts';
import './after-event.css';

interface ThanksCardProps {
  thanks: Thanks;
  /** Who wrote it, for its people; left out where the provider reads their own. */
  from?: string;
  /** The heading's level where it stands: a section of a page (2) or inside a card (3). */
  level?: 2 | 3;
  /** Just sent from this page: focus goes to it (the form that had focus is gone). */
  isFocused?: boolean;
}

/**
 * The provider's thank-you as its people (and the provider) read it: the message and the links to
 * the materials, opened in a new tab without handing the page to them (`noopener noreferrer`).
 * A link that is not http or https is shown as text, never as a link.
 */
export function ThanksCard({ thanks, from, level = 2, isFocused = false }: ThanksCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) heading.current?.focus();
  }, [isFocused]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="thanks-card" data-testid="thanks-card">
      <Heading className="thanks-card-heading" ref={heading} tabIndex={isFocused ? -1 : undefined}>
        {from ? t('bookings.thanks.from', { name: from }) : t('bookings.thanks.sent')}
      </Heading>
      <p className="thanks-card-date">
        {t('bookings.thanks.sentAt', { date: formatDateTime(thanks.sentAt, language) })}
      </p>
      <p className="thanks-card-message" data-testid="thanks-card-message">
        {thanks.message}
      </p>
      {thanks.materials.length > 0 ? (
        <>
          <p className="thanks-card-materials-label">{t('bookings.thanks.materials')}</p>
          <ul className="thanks-card-materials">
            {thanks.materials.map((material, index) => {
              // The server checks the same pattern; a page that renders links does not rely on it.
              const href = externalHrefOf(material.url);
              return (
                <li key={`${material.url}-${index}`}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="thanks-material-link"
                    >
                      {material.title}
                      <span className="visually-hidden"> {t('bookings.thanks.newTab')}</span>
                    </a>
                  ) : (
                    <span>{material.title}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
