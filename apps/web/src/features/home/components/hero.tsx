import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PopularTopicLinks } from '../../../components/ui/popular-topic-links.tsx';
import './home.css';

/** Search first: the headline, the search box (composed by the app) and a few popular searches. */
export function Hero({ search }: { search: ReactNode }) {
  const { t } = useTranslation();
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
        <div className="hero-popular">
          <span className="hero-popular-label">{t('home.hero.popular')}:</span>
          <PopularTopicLinks limit={6} />
        </div>
      </div>
    </section>
  );
}
