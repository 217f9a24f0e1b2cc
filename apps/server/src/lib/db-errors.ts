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
