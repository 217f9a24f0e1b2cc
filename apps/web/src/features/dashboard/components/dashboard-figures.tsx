import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import type { DashboardSummary } from '../api/get-dashboard-summary.ts';

interface Figure {
  key: string;
  value: string;
  /** The words under the figure, when not simply its key's. */
  label?: string | undefined;
  path: string;
}

/**
 * The user's own work in figures, each leading to where it is done: what they seek (requirements,
 * quotes to decide, trainings ahead, favourites) and, for a provider, what they offer (topics,
 * events, trainings to give, this year's revenue, rating). A company's figures are its own panels.
 */
export function DashboardFigures({
  summary,
  language,
}: {
  summary: Pick<DashboardSummary, 'seeking' | 'offering'>;
  language: Language;
}) {
  const { t } = useTranslation();
  const count = (value: number) => formatNumber(value, language);
  const { seeking, offering } = summary;
  const groups: Array<{ key: 'offering' | 'seeking'; figures: Figure[] }> = [];
  if (offering) {
    groups.push({
      key: 'offering',
      figures: [
        {
          key: 'publishedTopics',
          value: count(offering.publishedTopics),
          path: '/manage_topic',
        },
        { key: 'draftTopics', value: count(offering.draftTopics), path: '/manage_topic' },
        {
          key: 'upcomingEvents',
          value: count(offering.upcomingEvents),
          path: '/event/manage_event',
        },
        {
          key: 'trainingsToGive',
          value: count(offering.upcomingTrainings),
          path: '/dashboard/i/eventapproval',
        },
        {
          key: 'revenueThisYear',
          value: formatPrice(offering.revenueThisYearMinor, language, 'EUR'),
          path: '/revenue',
        },
        {
          key: offering.rating === null ? 'noRating' : 'rating',
          value:
            offering.rating === null
              ? '–'
              : `${formatNumber(Math.round(offering.rating * 10) / 10, language)} ★`,
          label:
            offering.rating === null
              ? undefined
              : t('dashboard.figures.ratingOf', { count: offering.reviews }),
          path: '/review',
        },
      ],
    });
  }
  groups.push({
    key: 'seeking',
    figures: [
      {
        key: 'openRequirements',
        value: count(seeking.openRequirements),
        path: '/requirement',
      },
      {
        key: 'quotesToDecide',
        value: count(seeking.quotesToDecide),
        // All on one requirement: its page, where they are compared; else the list with counts.
        path: seeking.quotesRequirementUrl
          ? `/requirement/${seeking.quotesRequirementUrl}#quotes`
          : '/requirement',
      },
      {
        key: 'upcomingTrainings',
        value: count(seeking.upcomingTrainings),
        path: '/mybooking',
      },
      { key: 'favourites', value: count(seeking.favourites), path: '/myfavorite' },
    ],
  });
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.key}
          className="dashboard-figures"
          aria-labelledby={`dashboard-figures-${group.key}`}
          data-testid={`dashboard-figures-${group.key}`}
        >
          <h2 id={`dashboard-figures-${group.key}`} className="dashboard-section-title">
            {t(`dashboard.figures.${group.key}`)}
          </h2>
          <ul className="dashboard-figure-list">
            {group.figures.map((figure) => (
              <li key={figure.key}>
                <Link
                  to={figure.path}
                  className="card dashboard-figure"
                  data-testid={`dashboard-figure-${figure.key}`}
                >
                  <span className="dashboard-figure-value">{figure.value}</span>
                  <span className="dashboard-figure-label">
                    {figure.label ?? t(`dashboard.figures.${figure.key}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
