import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('trainingAssessment');

/**
 * Query keys of training assessment (lib/query-keys.ts): the company's `results()` and
 * `questions()`, and one public assessment by its link's token (`detail(token)`). Answering or
 * editing invalidates `all`.
 */
export const trainingAssessmentKeys = {
  ...keys,
  results: () => [...keys.all, 'results'] as const,
  questions: () => [...keys.all, 'questions'] as const,
};
