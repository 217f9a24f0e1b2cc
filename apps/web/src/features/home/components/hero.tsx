import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@app/contracts/catalogue';
import type { Homepage } from '../api/get-homepage.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import './home.css';

/** Chips under the search: common needs, so a first visit is one click from results. */
const heroCategories: Category[] = [
  'leadership',
  'project-management',
  'digital-marketing',
  'data-analytics',
  'artificial-intelligence',
  'languages',
  'cybersecurity',
  'communication',
];

interface HeroProps {
  search: ReactNode;
  /** The marketplace's size, once known. */
  totals?: Homepage['totals'] | undefined;
}

/** Search first: the headline, the search box (composed by the app) and category chips. */
export function Hero({ search, totals }: HeroProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const figures = totals
    ? ([
        ['topics', totals.topics],
        ['providers', totals.providers],
        ['events', totals.events],
        ['requirements', totals.requirements],
      ] as const)
    : null;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-decoration" aria-hidden="true" />
      <div className="container hero-inner">
        <p className="hero-eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero-title">
          {t('home.hero.title')}
        </h1>
        <p className="hero-subtitle">{t('home.hero.subtitle')}</p>
        <div className="hero-search">{search}</div>
        <nav className="hero-popular" aria-label={t('home.hero.categories')}>
          <span className="hero-popular-label">{t('home.hero.categories')}:</span>
          <ul>
            {heroCategories.map((category) => (
              <li key={category}>
                <Link to={`/search?category=${category}`} data-testid="hero-category">
                  {t(`categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="hero-stats" aria-live="polite" data-testid="hero-stats">
          {figures?.map(([key, value]) => (
            <li key={key}>
              <strong>{formatNumber(value, language)}</strong>
              <span>{t(`home.hero.totals.${key}`, { count: value })}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
