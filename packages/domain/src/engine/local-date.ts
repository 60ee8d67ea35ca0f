/** Formatters per IANA zone (creating an Intl.DateTimeFormat is costly; the dashboard read is hot). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 500;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return formatterFor('UTC');
    }
    if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The calendar date 'YYYY-MM-DD' at `now` in the IANA `timeZone` ("today" for the person:
 * the request context takes it from the x-cadence-tz header, 'UTC' when absent or invalid).
 */
export function localIsoDate(now: Date, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}
