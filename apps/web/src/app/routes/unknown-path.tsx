import { Navigate, useLocation } from 'react-router';
import { notFoundPath } from '../route-rules.ts';

export interface NotFoundState {
  from?: string;
}

/** Any unknown path goes to the not-found page, which can say what was asked for. */
export function UnknownPath() {
  const location = useLocation();
  const state: NotFoundState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={notFoundPath} replace state={state} />;
}
