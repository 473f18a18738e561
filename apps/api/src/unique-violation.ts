// Whether a database error is a unique constraint's (SQLSTATE 23505), on PostgreSQL (pg) and on
// PGlite alike; drizzle wraps the driver's error, so the chain of causes is searched.
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code?: unknown }).code === '23505')
      return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}
