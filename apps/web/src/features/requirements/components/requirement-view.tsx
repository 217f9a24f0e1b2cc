import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { formatCalendarDate, formatDate, formatNumber } from '../../../lib/format.ts';
import type { RequirementDetail } from '../api/get-requirement.ts';
import { useSetRequirementStatus } from '../api/set-requirement-status.ts';
import { languageName } from '../../../lib/language-name.ts';
import { useTimeZone } from '../../../lib/intl.ts';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { budgetText, periodText } from './requirement-format.ts';
import {
  doneMessageKey,
  ownerTransitions,
  stateAfter,
  type RequirementTransition,
} from './requirement-transitions.ts';
import './requirement-view.css';

export type RequirementNotice = 'created' | 'updated';

interface RequirementViewProps {
  requirement: RequirementDetail;
  /** Said once after the owner saved it. */
  notice?: RequirementNotice | null;
  /** "Send a message" to the seeker, composed by the page. */
  contact?: ReactNode;
  /** The quotes part under the requirement (its owner's comparison, a provider's quote). */
  quotes?: ReactNode;
}

function SeekerCard({
  seeker,
  contact,
}: {
  seeker: RequirementDetail['seeker'];
  contact?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card requirement-seeker" aria-labelledby="requirement-seeker-title">
      <h2 className="requirement-aside-title" id="requirement-seeker-title">
        {t('requirements.detail.postedBy')}
      </h2>
      <div className="requirement-seeker-who">
        {seeker.thumbImage ? (
          <img className="requirement-seeker-avatar" src={seeker.thumbImage} alt="" />
        ) : (
          <span className="requirement-seeker-avatar" aria-hidden="true">
            {seeker.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="requirement-seeker-names">
          <span className="requirement-seeker-name">{seeker.name}</span>
          <span className="muted">@{seeker.username}</span>
        </div>
      </div>
      <Link
        className="btn btn-secondary btn-block"
        to={`/${seeker.username}`}
        data-testid="requirement-seeker-link"
      >
        {t('requirements.detail.viewProfile')}
      </Link>
      {contact ? <div className="requirement-seeker-contact">{contact}</div> : null}
    </section>
  );
}

function OwnerActions({ requirement }: { requirement: RequirementDetail }) {
  const { t } = useTranslation();
  const setStatus = useSetRequirementStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);

  const fire = async (transition: RequirementTransition) => {
    setProblem(null);
    setChanged(null);
    try {
      await setStatus.mutateAsync({ id: requirement.id, status: stateAfter(transition) });
      setChanged(doneMessageKey[transition]);
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <section className="card requirement-owner" aria-labelledby="requirement-owner-title">
      <h2 className="requirement-aside-title" id="requirement-owner-title">
        {t('requirements.detail.yours')}
      </h2>
      <div className="requirement-owner-buttons">
        <Link
          className="btn btn-primary btn-block"
          to={`/requirement/addrequirement?id=${requirement.id}`}
        >
          {t('requirements.actions.edit')}
        </Link>
        {ownerTransitions(requirement.status).map((transition) => (
          <button
            key={transition}
            type="button"
            className="btn btn-secondary btn-block"
            disabled={setStatus.isPending}
            onClick={() => void fire(transition)}
          >
            {t(`requirements.actions.${transition}`)}
          </button>
        ))}
        <Link className="btn btn-ghost btn-block" to="/manage_requirement">
          {t('requirements.detail.allMine')}
        </Link>
      </div>
      <div aria-live="polite" className="requirement-owner-status">
        {changed ? <p className="requirement-owner-changed">{t(changed)}</p> : null}
        {problem ? (
          <p className="field-error" role="alert">
            {t(problem)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** A requirement's page: every fact in the viewer's locale, its seeker, and the owner's actions. */
export function RequirementView({ requirement, notice, contact, quotes }: RequirementViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const isClosed = requirement.status === 'closed';
  const facts: Array<{ key: string; value: string | null }> = [
    { key: 'budget', value: budgetText(requirement, language, t) },
    {
      key: 'participants',
      value:
        requirement.participants === null ? null : formatNumber(requirement.participants, language),
    },
    {
      key: 'deadline',
      value: requirement.deadline
        ? formatCalendarDate(requirement.deadline, language, 'long')
        : null,
    },
    { key: 'period', value: periodText(requirement, language, t) },
    {
      key: 'delivery',
      value: requirement.delivery ? t(`catalogue.delivery.${requirement.delivery}`) : null,
    },
    { key: 'location', value: requirement.location },
    {
      key: 'language',
      value: requirement.language ? languageName(requirement.language, language) : null,
    },
  ];
  const shownFacts = facts.filter(
    (fact): fact is { key: string; value: string } => fact.value !== null,
  );

  return (
    <div className="requirement-page" data-testid="requirement-page">
      <Breadcrumb
        label={t('requirements.detail.breadcrumb')}
        trail={[
          { text: t('requirements.detail.home'), to: '/' },
          {
            text: t('requirements.detail.requirements'),
            to: requirement.isOwner ? '/manage_requirement' : '/requirement/search',
          },
          { text: requirement.title },
        ]}
      />
      {notice ? (
        <p className="alert alert-success" role="status" data-testid="requirement-notice">
          {t(`requirements.detail.${notice}`)}
        </p>
      ) : null}
      {isClosed ? (
        <p className="alert alert-info requirement-closed" data-testid="requirement-closed">
          <strong>{t('requirements.detail.closedTitle')}</strong>{' '}
          {t('requirements.detail.closedText')}
        </p>
      ) : null}

      <div
        className={`requirement-layout ${requirement.isOwner ? 'requirement-layout-owner' : ''}`.trim()}
      >
        <article className="card requirement-main">
          <p className="requirement-kicker">
            <span>{t(`categories.${requirement.category}`)}</span>
            <span
              className={`requirement-status requirement-status-${requirement.status}`}
              data-testid="requirement-status"
            >
              {t(`requirements.status.${requirement.status}`)}
            </span>
          </p>
          <h1 className="requirement-title">{requirement.title}</h1>
          <p className="requirement-posted muted">
            {t('requirements.detail.posted', {
              date: formatDate(requirement.createdAt, language, 'long', timeZone),
            })}
          </p>
          {shownFacts.length > 0 ? (
            <dl className="requirement-facts" data-testid="requirement-facts">
              {shownFacts.map((fact) => (
                <div
                  key={fact.key}
                  className="requirement-fact"
                  data-testid={`requirement-fact-${fact.key}`}
                >
                  <dt>{t(`requirements.detail.facts.${fact.key}`)}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <h2 className="requirement-section-label">{t('requirements.detail.description')}</h2>
          <p className="requirement-description-text" data-testid="requirement-description">
            {requirement.description}
          </p>
        </article>
        {/* Beside the text on wide screens; on narrow ones the owner's actions come first. */}
        {requirement.isOwner ? <OwnerActions requirement={requirement} /> : null}
        <SeekerCard seeker={requirement.seeker} contact={contact} />
      </div>
      {quotes}
    </div>
  );
}
