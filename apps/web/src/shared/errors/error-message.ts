import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isFailureBody, type ErrorCode } from '@app/contracts/error-codes';
import { messageKeyOfError } from '@app/contracts/messages';
import { ActionFailedError, ApiError, NetworkError } from '../../lib/api-client.ts';

export interface MessageOptions {
  /**
   * The form shows the server's field problems beside their fields (see `fieldProblemsOf`): the
   * summary then says what kind of problem it is, not the first field's message again.
   */
  fieldsShown?: boolean;
}

/** The error code of what a call returned or threw, or null for anything else. */
export function errorCodeOf(problem: unknown): ErrorCode | null {
  if (problem instanceof ActionFailedError || problem instanceof ApiError) return problem.code;
  return isFailureBody(problem) ? problem.code : null;
}

/**
 * The catalogue key of the message to show for anything a call returned or threw: a business
 * failure (`{status:false, code}`) or ActionFailedError by its code, a lost connection, and for
 * invalid input the first field's message (a contract `validation.*` key), which says more.
 */
export function errorMessageKey(problem: unknown, options: MessageOptions = {}): string {
  if (problem instanceof NetworkError) return 'app.networkError';
  if (problem instanceof ApiError && !options.fieldsShown) {
    const fieldKey = Object.values(problem.fields).flat()[0];
    if (fieldKey?.startsWith('validation.')) return fieldKey;
  }
  const code = errorCodeOf(problem);
  return messageKeyOfError(code ?? 'internal');
}

/**
 * The server's problems per field of an `invalid_input` reply: the first message key of each
 * field (a nested name such as `outcomes.2` counts for its field), empty for anything else.
 */
export function fieldProblemsOf(problem: unknown): Record<string, string> {
  const fields =
    problem instanceof ApiError
      ? problem.fields
      : isFailureBody(problem)
        ? (problem.fields ?? {})
        : {};
  const problems: Record<string, string> = {};
  for (const [name, keys] of Object.entries(fields)) {
    const field = name.split('.')[0] ?? name;
    problems[field] ??= keys[0] ?? 'validation.invalid';
  }
  return problems;
}

/** The translated message to show for what a call returned or threw (see `errorMessageKey`). */
export function useErrorMessage(): (problem: unknown, options?: MessageOptions) => string {
  const { t } = useTranslation();
  return useCallback(
    (problem: unknown, options?: MessageOptions) => t(errorMessageKey(problem, options)),
    [t],
  );
}
