import { Navigate, useParams } from 'react-router';
import { companyRedirectTarget } from '../route-rules.ts';

export function CompanyRedirect({ param }: { param: 'company' | 'comp' }) {
  const { '*': rest = '' } = useParams();
  return <Navigate to={companyRedirectTarget(param, rest)} replace />;
}
