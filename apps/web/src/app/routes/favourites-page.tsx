import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { FavouritesScreen } from '../../features/favourites/index.ts';

/** `/myfavorite` (signed in): the product's favourites screen. */
export function FavouritesPage() {
  const { t } = useTranslation();
  usePageTitle(t('favourites.page.documentTitle'));
  return (
    <div className="container page">
      <FavouritesScreen />
    </div>
  );
}
