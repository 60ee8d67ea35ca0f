/** How long a looked-up zone is reused: a phone that changes zone (travel) is seen within a minute. */
export const TIME_ZONE_CACHE_MS = 60_000;

let cached: { zone: string; at: number } | undefined;

interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

function lookUpTimeZone(): string {
  try {
    // Temporal (where the browser has it) reads the zone without building a date formatter; the
    // first `Intl.DateTimeFormat()` of a page loads ICU's date data — ~30 ms on a mid-range phone,
    // once per request before this cache (docs/decisions/022: it was the longest task of '/').
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone = temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The browser's IANA time zone (e.g. 'Europe/Paris'); 'UTC' when unavailable. Sent with every API call. */
export function browserTimeZone(now = Date.now()): string {
  if (!cached || now - cached.at > TIME_ZONE_CACHE_MS) cached = { zone: lookUpTimeZone(), at: now };
  return cached.zone;
}

/** Tests: forget the cached zone. */
export function resetTimeZoneCache(): void {
  cached = undefined;
}
