import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../errors/error-message.ts';
import './states.css';

interface QueryStatesProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    /** True while the previous data stands in for the data asked for (keepPreviousData). */
    isPlaceholderData?: boolean;
  };
  children: (data: T) => ReactNode;
  /** The error's test id, where tests look for it. */
  errorTestId?: string;
}

/**
 * A block of a page fed by one query: "Loading…" (a status), what went wrong in plain words (an
 * alert, by the error's code), or what the data shows. While the previous data stands in for the
 * data asked for (another year chosen), it shows dimmed and `aria-busy`, so neither a person nor a
 * screen reader takes the old figures for the new ones. Pages found by their address use
 * ListingQueryStates (app/routes) instead, which also knows "not found".
 */
export function QueryStates<T>({ query, children, errorTestId }: QueryStatesProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <p className="alert alert-error" role="alert" data-testid={errorTestId}>
        {errorMessage(query.error)}
      </p>
    );
  }
  if (query.isPlaceholderData) {
    return (
      <div className="query-refreshing" aria-busy="true">
        {children(query.data)}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
