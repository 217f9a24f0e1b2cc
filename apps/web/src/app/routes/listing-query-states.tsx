import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../lib/api-client.ts';
import { errorMessageKey } from '../../shared/errors/error-message.ts';
import { Loading } from './loading.tsx';
import { UnknownPath } from './unknown-path.tsx';

/** For `useQuery`: a server fault is shown by the route's error page; a lost connection keeps retrying. */
export const throwServerFaults = (error: Error) => !(error instanceof NetworkError);

interface ListingQueryStatesProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | null | undefined };
  /** Something else still to wait for before the page can be shown (e.g. the session). */
  waiting?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A page found by its address: loading, a lost connection, not found (unknown addresses and
 * others' drafts look the same), or the page itself.
 */
export function ListingQueryStates<T>({ query, waiting, children }: ListingQueryStatesProps<T>) {
  const { t } = useTranslation();
  // As tall as the window, like a page whose code is loading: the footer does not jump.
  if (waiting || query.isPending) return <Loading label={t('app.loading')} fullHeight />;
  if (query.isError) {
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(query.error))}
        </p>
      </div>
    );
  }
  if (!query.data) return <UnknownPath />;
  return <div className="container page">{children(query.data)}</div>;
}
