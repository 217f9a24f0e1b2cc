import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useRouteError } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';

/** The route tree's error element: the layout stays, the page offers reload and home. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const homeHref = useHref('/');
  usePageTitle(t('titles.error'));
  useEffect(() => {
    console.error(error);
  }, [error]);
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
