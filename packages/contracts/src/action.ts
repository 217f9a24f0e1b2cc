import { z } from 'zod';
import type { Access } from './access.ts';
import { failureSchema } from './errors.ts';

/** The three action endpoints of the public contract: POST /inc/{endpoint}. */
export const endpoints = ['main', 'second', 'selling'] as const;
export type Endpoint = (typeof endpoints)[number];

export interface ActionDefinition<
  Name extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  name: Name;
  endpoint: Endpoint;
  /** Who may call it, and on what: the action's line of the authorisation table (access.ts). */
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
