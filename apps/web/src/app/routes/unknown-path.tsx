import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notFoundPath } from '../route-rules.ts';
import { lazyPage } from '../lazy-page.tsx';

export interface NotFoundState {
  from?: string;
}

export const NotFoundPage = lazyPage<{ from?: string }>('not-found-page', () =>
  import('./not-found-page.tsx').then((module) => module.NotFoundPage),
);

/**
 * Any unknown path shows the not-found page, saying what was asked for: the server answers it
 * with status 404 and this page in its HTML. Once the browser has the page, its address becomes
 * the not-found page's own (the spec's redirect), with the same words on it.
 */
export function UnknownPath() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = `${location.pathname}${location.search}`;
  useEffect(() => {
    const state: NotFoundState = { from };
    void navigate(notFoundPath, { replace: true, state });
  }, [from, navigate]);
  return <NotFoundPage from={from} />;
}
