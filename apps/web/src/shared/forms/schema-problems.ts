import type { z } from 'zod';

/**
 * A contract schema's rules applied to a form's values: the first message key of each field that
 * breaks one (a nested path counts for its field). The form shows them beside its fields, with
 * the same keys the server would answer with.
 */
export function schemaProblemsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}
