import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { popularTopicKeys, searchHref } from '../../../components/layouts/footer-links.ts';
import './home.css';

const heroTopics = popularTopicKeys.slice(0, 6);

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
          <ul>
            {heroTopics.map((key) => {
              const topic = t(`footer.topics.${key}`);
              return (
                <li key={key}>
                  <Link to={searchHref(topic)}>{topic}</Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
