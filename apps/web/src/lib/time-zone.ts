/** The browser's IANA time zone (e.g. 'Europe/Paris'); 'UTC' when unavailable. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
