import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Homepage } from '../api/get-homepage.ts';
import { CategoryIcon } from './category-icon.tsx';

/** The busiest categories, each a link to its search. */
export function PopularCategories({ categories }: { categories: Homepage['categories'] }) {
  const { t } = useTranslation();
  return (
    <ul className="category-tiles" aria-label={t('home.categories.title')}>
      {categories.map(({ category, count }) => (
        <li key={category}>
          <Link
            to={`/search?category=${encodeURIComponent(category)}`}
            className="category-tile"
            data-testid="category-tile"
          >
            <CategoryIcon category={category} />
            <span className="category-tile-name">{t(`categories.${category}`)}</span>
            <span className="category-tile-count">{t('home.categories.count', { count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
