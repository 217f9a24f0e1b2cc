/**
 * The unique constraint a failed insert violated (SQLSTATE 23505), or null. Drivers differ in how
 * they wrap errors (drizzle wraps the driver's error in `cause`), so this walks the chain.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = /constraint "([^"]+)"/.exec(String(candidate.message));
      return match?.[1] ?? '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The exclusion constraint a write violated (SQLSTATE 23P01), or null; e.g. two accepted bookings
 * of one provider that overlap in time.
 */
export function violatedExclusionConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23P01') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = /constraint "([^"]+)"/.exec(String(candidate.message));
      return match?.[1] ?? '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Errors of a connection, not of the statement: SQLSTATE classes 08 and 57P0x, or the socket's. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up
]);
const connectionMessages =
  /Connection terminated|connection (?:error|ended|timeout)|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/**
 * Whether a failure means the database cannot be reached at the moment (a restart, a failover, a
 * network cut) rather than that the statement was wrong: such a request is answered 503 and the
 * pool reconnects by itself for the next one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (connectionCodes.has(code) || code.startsWith('08')) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (connectionMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
