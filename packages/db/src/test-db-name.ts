/**
 * A database name per vitest worker, so parallel test files do not share data:
 * `${prefix}_w${VITEST_POOL_ID}`. Valid for MongoDB and FerretDB (`^[a-zA-Z0-9_-]{1,63}$`).
 */
export function testDbName(prefix: string): string {
  const suffix = `_w${process.env.VITEST_POOL_ID ?? '0'}`;
  const clean = prefix.replace(/[^a-zA-Z0-9_-]/g, '_') || 'test';
  return clean.slice(0, 63 - suffix.length) + suffix;
}
