// Checks and rewrites of an export file's documents before anything is restored (docs/decisions/049). Pure.

/** Path of the first key that could act as a database operator or path (`$…`, `a.b`), or null. */
export function findOperatorKey(value: unknown, path = 'data'): string | null {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findOperatorKey(v, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith('$') || k.includes('.') || k.includes('\u0000')) return `${path}.${k}`;
      const found = findOperatorKey(v, `${path}.${k}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A deep copy of `value` with every string value and every object key that equals an old id
 * replaced by its new id (references between her documents: userId, routine ids in logs and
 * applications, the lifestyle profile id of recommendations …). Ids are 22 random characters,
 * so ordinary text never equals one.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return ids.get(v) ?? v;
    if (v instanceof Date) return new Date(v.getTime());
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) out[ids.get(k) ?? k] = walk(inner);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
