/** True for a unique-constraint violation, however deep the driver wrapped it (Drizzle → pg). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What may be logged of an error: Drizzle's query errors carry the query's parameters (names,
 * e-mail addresses, tokens) in their message, so only the database's own code and message are
 * kept from them; other errors keep their type, message and stack. (`type` as pino's error
 * serializer says it: `name` is a personal field, which the logger replaces.)
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  if (error.name === 'DrizzleQueryError' || error.message.includes('params:')) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    return {
      type: 'DatabaseError',
      code: cause?.code,
      message: String(cause?.message ?? 'query failed'),
    };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}
