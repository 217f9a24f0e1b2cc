import { z } from 'zod';
import { failureSchema } from './errors.ts';

/** The three action endpoints of the public contract: POST /inc/{endpoint}. */
export const endpoints = ['main', 'second', 'selling'] as const;
export type Endpoint = (typeof endpoints)[number];

/**
 * Who may call an action. `public`: anyone; `user`: any signed-in user. Finer rules (company admin,
 * owner of a record) are checked by the service, which knows the record.
 */
export type Access = 'public' | 'user';

export interface ActionDefinition<
  Name extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  name: Name;
  endpoint: Endpoint;
  access: Access;
  summary: string;
  request: Request;
  /** The success body (`status: true` and the payload); failures share `failureSchema`. */
  response: Response;
  /** Extra fields a business failure of this action may carry (login's `recaptcha`). */
  failureExtra?: z.ZodObject;
}

export function defineAction<
  const Name extends string,
  Request extends z.ZodType,
  Response extends z.ZodType,
>(
  definition: ActionDefinition<Name, Request, Response>,
): ActionDefinition<Name, Request, Response> {
  return definition;
}

export const success = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ status: z.literal(true), ...shape });

export const emptyRequest = z.object({});

export { failureSchema };
