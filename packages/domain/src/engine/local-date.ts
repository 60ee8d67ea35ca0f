// "Today in her time zone": the one place a calendar date and an hour are read from an instant.
//
// `timeZone` is an IANA zone ('Europe/London'; the API takes it from the x-cadence-tz header). When
// omitted, the runtime's own zone is used (right in the browser and on her device; on the server pass it).
// An unknown zone falls back to UTC.

/** Formatters per IANA zone (creating an Intl.DateTimeFormat is costly; the dashboard read is hot). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 500;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });
    } catch {
      return formatterFor('UTC');
    }
    if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalDateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
}

/** Her calendar date and hour at `date`, in `timeZone` (omitted: the runtime's zone). Throws RangeError on an invalid date. */
export function localDateParts(date: Date, timeZone?: string): LocalDateParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  if (timeZone === undefined) {
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours() };
  }
  const p: LocalDateParts = { year: 0, month: 0, day: 0, hour: 0 };
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour') p[part.type] = Number(part.value);
  }
  return p;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date 'YYYY-MM-DD' at `date` in `timeZone` (omitted: the runtime's zone): "today" for her. */
export function localIsoDate(date: Date, timeZone?: string): string {
  const p = localDateParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}
