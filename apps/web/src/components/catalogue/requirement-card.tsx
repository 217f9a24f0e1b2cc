import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequirementCard as RequirementCardData } from '@app/contracts/catalogue';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatCalendarDate, formatPrice } from '../../lib/format.ts';
import './catalogue.css';

/** A requirement in lists: title to /requirement/{url}, category, people, budget, deadline. */
export function RequirementCard({ requirement }: { requirement: RequirementCardData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatPrice(value, language, requirement.currency);
  const { budgetMin, budgetMax } = requirement;
  const budget =
    budgetMin !== null && budgetMax !== null
      ? `${money(budgetMin)} – ${money(budgetMax)}`
      : budgetMax !== null
        ? t('catalogue.upTo', { amount: money(budgetMax) })
        : budgetMin !== null
          ? t('catalogue.from', { amount: money(budgetMin) })
          : null;
  return (
    <article className="catalogue-card requirement-card" data-testid="requirement-card">
      <div className="catalogue-card-body">
        <span className="catalogue-card-kicker">
          {t(`categories.${requirement.category}`)}
          {requirement.status === 'closed' && (
            <span className="badge badge-muted">{t('catalogue.closed')}</span>
          )}
        </span>
        <h3 className="catalogue-card-title">
          <Link to={`/requirement/${requirement.url}`} className="catalogue-card-link">
            {requirement.title}
          </Link>
        </h3>
        <dl className="catalogue-card-facts">
          {requirement.participants !== null && (
            <div>
              <dt>{t('catalogue.participants')}</dt>
              <dd>{requirement.participants}</dd>
            </div>
          )}
          {budget && (
            <div>
              <dt>{t('catalogue.budget')}</dt>
              <dd>{budget}</dd>
            </div>
          )}
          {requirement.deadline && (
            <div>
              <dt>{t('catalogue.deadline')}</dt>
              <dd>{formatCalendarDate(requirement.deadline, language)}</dd>
            </div>
          )}
        </dl>
        <div className="catalogue-card-footer">
          <Link to={`/${requirement.username}`} className="catalogue-card-provider">
            @{requirement.username}
          </Link>
          <span className="catalogue-card-meta">
            {requirement.delivery
              ? t(`catalogue.delivery.${requirement.delivery}`)
              : (requirement.location ?? '')}
          </span>
        </div>
      </div>
    </article>
  );
}
