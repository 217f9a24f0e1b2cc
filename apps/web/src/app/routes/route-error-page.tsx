import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';

/** A page that failed to draw (lazy-page.tsx): the layout stays, the page offers reload and home. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const homeHref = useHref('/');
  usePageTitle(t('titles.error'));
  return (
    <ErrorPanel
      title={t('error.title')}
      text={t('error.text')}
      reloadLabel={t('error.reload')}
      homeLabel={t('error.home')}
      homeHref={homeHref}
    />
  );
}
