import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { fieldProblemsOf, useErrorMessage } from '../errors/error-message.ts';
import { schemaProblemsOf } from './schema-problems.ts';

/**
 * The one way a form sends a contract action: the contract's request schema checks the values
 * first (the problems show beside their fields, with the keys the server would answer), then the
 * mutation sends them; the server's field problems replace the form's, and anything else is the
 * form's message (`formError`, for FormError). `isPending` is for SubmitButton.
 */
export function useContractForm<Result, Variables, Context>({
  schema,
  mutation,
}: {
  schema: z.ZodType;
  mutation: UseMutationResult<Result, Error, Variables, Context>;
}) {
  const errorMessage = useErrorMessage();
  const [problems, setProblems] = useState<Record<string, string>>({});

  /**
   * The form's onSubmit: `checked()` is what the schema checks (the values as typed), `send()`
   * calls the mutation and does what follows it.
   */
  const onSubmit = (checked: () => unknown, send: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblemsOf(schema, checked());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send().catch((error: unknown) => setProblems(fieldProblemsOf(error)));
  };

  return {
    problems,
    setProblems,
    onSubmit,
    isPending: mutation.isPending,
    formError: mutation.error
      ? errorMessage(mutation.error, { fieldsShown: Object.keys(problems).length > 0 })
      : null,
    /** Forgets the last answer and the problems (a form closed without sending). */
    reset: () => {
      mutation.reset();
      setProblems({});
    },
  };
}
