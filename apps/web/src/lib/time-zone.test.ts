import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, resetTimeZoneCache, TIME_ZONE_CACHE_MS } from './time-zone';

afterEach(() => {
  vi.unstubAllGlobals();
  resetTimeZoneCache();
});

describe('browserTimeZone', () => {
  it('prefers Temporal, and reuses the zone for a minute', () => {
    const timeZoneId = vi.fn(() => 'Europe/Paris');
    vi.stubGlobal('Temporal', { Now: { timeZoneId } });
    expect(browserTimeZone(0)).toBe('Europe/Paris');
    expect(browserTimeZone(TIME_ZONE_CACHE_MS)).toBe('Europe/Paris');
    expect(timeZoneId).toHaveBeenCalledTimes(1);
    timeZoneId.mockReturnValue('America/New_York');
    expect(browserTimeZone(TIME_ZONE_CACHE_MS + 1)).toBe('America/New_York');
  });

  it('falls back to Intl without Temporal, and to UTC when that fails', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone(0)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    resetTimeZoneCache();
    vi.stubGlobal('Intl', { DateTimeFormat: () => { throw new Error('no ICU'); } });
    expect(browserTimeZone(0)).toBe('UTC');
  });
});
