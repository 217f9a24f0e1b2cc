import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequirementCard } from '@app/contracts/catalogue';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatDate } from '../../../lib/format.ts';
import { budgetText } from './requirement-format.ts';
import { ownerTransitions, type RequirementTransition } from './requirement-transitions.ts';

interface MyRequirementRowProps {
  /** With how many quotes wait for the owner's decision. */
  requirement: RequirementCard & { quotesToDecide: number };
  isBusy: boolean;
  onTransition: (transition: RequirementTransition) => void;
  onDelete: () => void;
}

/** One of the seeker's own requirements, with what they can do with it. */
export function MyRequirementRow({
  requirement,
  isBusy,
  onTransition,
  onDelete,
}: MyRequirementRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `my-requirement-${requirement.id}-title`;
  const budget = budgetText(requirement, language, t);
  const facts = [
    requirement.participants !== null
      ? t('requirements.manage.participants', { count: requirement.participants })
      : null,
    budget,
    requirement.deadline
      ? t('requirements.manage.deadline', {
          date: formatCalendarDate(requirement.deadline, language),
        })
      : null,
    requirement.delivery ? t(`catalogue.delivery.${requirement.delivery}`) : null,
    requirement.location,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <article className="my-requirement" data-testid="my-requirement" aria-labelledby={titleId}>
      <div className="my-requirement-main">
        <p className="my-requirement-kicker">{t(`categories.${requirement.category}`)}</p>
        <h2 className="my-requirement-title" id={titleId}>
          <Link to={`/requirement/${requirement.url}`}>{requirement.title}</Link>
        </h2>
        {facts.length > 0 ? (
          <ul className="my-requirement-facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {requirement.quotesToDecide > 0 ? (
          <p className="my-requirement-quotes">
            <Link
              to={`/requirement/${requirement.url}#quotes`}
              data-testid="my-requirement-quotes"
              aria-describedby={titleId}
            >
              {t('requirements.manage.quotesToDecide', { count: requirement.quotesToDecide })}
            </Link>
          </p>
        ) : null}
        <p className="my-requirement-posted">
          {t('requirements.manage.posted', {
            date: formatDate(requirement.createdAt, language, 'medium'),
          })}
        </p>
      </div>
      <div className="my-requirement-actions">
        <Link
          className="btn btn-secondary"
          to={`/requirement/addrequirement?id=${requirement.id}`}
          aria-describedby={titleId}
        >
          {t('requirements.actions.edit')}
        </Link>
        {ownerTransitions(requirement.status).map((transition) => (
          <button
            key={transition}
            type="button"
            className="btn btn-secondary"
            aria-describedby={titleId}
            disabled={isBusy}
            onClick={() => onTransition(transition)}
          >
            {t(`requirements.actions.${transition}`)}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-ghost requirement-danger-text"
          aria-describedby={titleId}
          disabled={isBusy}
          onClick={onDelete}
        >
          {t('requirements.actions.delete')}
        </button>
      </div>
    </article>
  );
}
