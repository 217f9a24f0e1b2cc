import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { notFoundPath } from '../route-rules.ts';
import { Loading } from './loading.tsx';

export interface NotFoundState {
  from?: string;
}

/**
 * Any unknown path goes to the not-found page, which can say what was asked for. Until that
 * page's chunk is there, a window-tall block holds its place: an empty page would pull the
 * footer up under the header and drop it again.
 */
export function UnknownPath() {
  const { t } = useTranslation();
  const location = useLocation();
  const state: NotFoundState = { from: `${location.pathname}${location.search}` };
  return (
    <>
      <Navigate to={notFoundPath} replace state={state} />
      <Loading label={t('app.loading')} fullHeight />
    </>
  );
}
