import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isFailureBody } from '@app/contracts/error-codes';
import { fieldProblemsOf, useErrorMessage } from '../errors/error-message.ts';
import { schemaProblemsOf } from './schema-problems.ts';

/**
 * What the form reads of the call that sends it: any react-query mutation has it (the one a form
 * sends through, or either of two calls with the same fields).
 */
export interface FormMutation {
  isPending: boolean;
  error: Error | null;
  data: unknown;
  reset: () => void;
}

/**
 * The one way a form sends a contract action: the contract's request schema and the form's own
 * checks (`ownChecks`, for what the schema cannot see) check the values first (the problems show
 * beside their fields, with the keys the server would answer), then the mutation sends them;
 * the server's field problems replace the form's, and anything else is the form's message
 * (`formError`, for FormError): what the mutation threw, or the failure it answered
 * (`{status:false, code}`) for calls that answer one rather than throw. `isPending` is for
 * SubmitButton.
 */
export function useContractForm({
  schema,
  mutation,
  ownChecks,
  onInvalid,
}: {
  schema: z.ZodType;
  mutation: FormMutation;
  /**
   * Problems the form finds itself, beside the schema's (a field's own problem wins): what the
   * schema cannot see, such as an amount typed as text that does not parse, a date too soon.
   */
  ownChecks?: () => Record<string, string>;
  /** Told the problems found before sending (nothing is sent), e.g. to focus the first field. */
  onInvalid?: (problems: Record<string, string>) => void;
}) {
  const errorMessage = useErrorMessage();
  const [problems, setProblems] = useState<Record<string, string>>({});

  /**
   * The form's onSubmit: `checked()` is what the schema checks (the values as typed), `send()`
   * calls the mutation and does what follows it; a call that answers a failure rather than throw
   * it is returned by `send()`, so its field problems show as a thrown one's do. A new submit
   * forgets the last answer.
   */
  const onSubmit = (checked: () => unknown, send: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.reset();
    const values = checked();
    // The form's own problem of a field says more than the schema's of the same field, and its
    // fields come first (the first problem is the one a form may focus).
    const found = { ...ownChecks?.() };
    for (const [field, key] of Object.entries(schemaProblemsOf(schema, values))) {
      found[field] ??= key;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      onInvalid?.(found);
      return;
    }
    send().then(
      (answer) => {
        if (isFailureBody(answer)) setProblems(fieldProblemsOf(answer));
      },
      (error: unknown) => setProblems(fieldProblemsOf(error)),
    );
  };

  const failure = mutation.error ?? (isFailureBody(mutation.data) ? mutation.data : null);
  return {
    problems,
    setProblems,
    onSubmit,
    isPending: mutation.isPending,
    formError: failure
      ? errorMessage(failure, { fieldsShown: Object.keys(problems).length > 0 })
      : null,
    /** Forgets the last answer and the problems (a form closed without sending). */
    reset: () => {
      mutation.reset();
      setProblems({});
    },
  };
}
