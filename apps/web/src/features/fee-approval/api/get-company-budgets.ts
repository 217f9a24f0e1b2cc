import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { budgetKeys } from './budget-keys.ts';

export type CompanyBudgets = ActionResponse<'companybudgets'>;
export type BudgetFigures = CompanyBudgets['list'][number];

export function getCompanyBudgets(year: number | undefined): Promise<CompanyBudgets> {
  return callActionOrThrow('companybudgets', year === undefined ? {} : { year });
}

export const companyBudgetsQueryOptions = (year?: number) =>
  queryOptions({
    meta: { reads: ['companybudgets'] },
    queryKey: budgetKeys.list({ year: year ?? null }),
    queryFn: () => getCompanyBudgets(year),
  });

/** The company's budgets of one year (the current one by default), for its staff. */
export function useCompanyBudgets(year?: number, enabled = true) {
  return useQuery({ ...companyBudgetsQueryOptions(year), enabled });
}
