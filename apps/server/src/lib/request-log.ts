import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Readable request logs for a person at a terminal: one line per answered request
 * (`GET /it/cerca 200 12 ms`) instead of Fastify's structured "incoming" and "completed" pair;
 * a failed request still logs its error in full. Production keeps the structured pair (JSON).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  /** The request's own line already says 404. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else request.log.info(line);
  }
}
