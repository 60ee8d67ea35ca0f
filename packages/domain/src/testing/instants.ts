// Fixed instants for tests that involve days (docs/decisions/030: no test depends on the machine's date or
// time zone). Test-only: imported as '@cadence/domain/testing', never from app code.
//
// Every expectation a case carries (`local.date`, `local.weekday`, …) is computed here with
// Intl and plain UTC arithmetic — independently of the domain's own date functions — so a suite
// can compare the code under test against it.

/** The user time zones every date-sensitive suite runs in (UTC+14 and UTC−11 are the extremes). */
export const TEST_TIME_ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;
export type TestTimeZone = (typeof TEST_TIME_ZONES)[number];

/**
 * Wall-clock moments that break day arithmetic, as local times (each becomes one instant per zone):
 * the first seconds of a week, its last seconds, and the turn of the year.
 */
export const LOCAL_MOMENTS = [
  { label: 'Monday 00:00:30', wall: '2026-11-23T00:00:30' },
  { label: 'Sunday 23:59:30', wall: '2026-11-29T23:59:30' },
  { label: '31 December 23:59:30', wall: '2026-12-31T23:59:30' },
  { label: '1 January 00:00:30', wall: '2027-01-01T00:00:30' },
] as const;

/** The two 2026 DST changes in Europe/London and America/New_York: 30 s before and after each. */
export const DST_INSTANTS = [
  { label: 'London spring forward, before (00:59:30 GMT)', at: '2026-03-29T00:59:30Z', timeZone: 'Europe/London' },
  { label: 'London spring forward, after (02:00:30 BST)', at: '2026-03-29T01:00:30Z', timeZone: 'Europe/London' },
  { label: 'London fall back, before (01:59:30 BST)', at: '2026-10-25T00:59:30Z', timeZone: 'Europe/London' },
  { label: 'London fall back, after (01:00:30 GMT)', at: '2026-10-25T01:00:30Z', timeZone: 'Europe/London' },
  { label: 'New York spring forward, before (01:59:30 EST)', at: '2026-03-08T06:59:30Z', timeZone: 'America/New_York' },
  { label: 'New York spring forward, after (03:00:30 EDT)', at: '2026-03-08T07:00:30Z', timeZone: 'America/New_York' },
  { label: 'New York fall back, before (01:59:30 EDT)', at: '2026-11-01T05:59:30Z', timeZone: 'America/New_York' },
  { label: 'New York fall back, after (01:00:30 EST)', at: '2026-11-01T06:00:30Z', timeZone: 'America/New_York' },
] as const satisfies readonly { label: string; at: string; timeZone: TestTimeZone }[];

/** What the person's calendar and clock read at an instant, in her zone. */
export interface LocalReading {
  /** 'YYYY-MM-DD' */
  date: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  /** Local time minus UTC, in minutes (+840 in Kiritimati, −660 in Pago Pago). */
  offsetMinutes: number;
  /** The Monday on or before `date`. */
  weekStart: string;
}

export interface ClockCase {
  /** e.g. 'Monday 00:00:30 in Pacific/Kiritimati' (used as the test name). */
  name: string;
  now: Date;
  timeZone: TestTimeZone;
  local: LocalReading;
}

const MS_PER_DAY = 86_400_000;
const parts = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = parts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(timeZone, f);
  }
  return f;
}

/** Local wall time at `at` in `timeZone`, as if it were UTC (milliseconds). */
function wallMs(at: Date, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(at)) if (type !== 'literal') p[type] = Number(value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** Local time minus UTC at `at` in `timeZone`, in minutes. */
export function offsetMinutesAt(at: Date, timeZone: string): number {
  return Math.round((wallMs(at, timeZone) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the clock on the wall in `timeZone` reads `wall` ('YYYY-MM-DDTHH:mm:ss').
 * A wall time skipped by a DST change resolves to the instant after the gap.
 */
export function atLocalTime(wall: string, timeZone: string): Date {
  const target = Date.parse(`${wall}Z`);
  if (Number.isNaN(target)) throw new RangeError(`Invalid wall time: ${wall}`);
  let t = target - offsetMinutesAt(new Date(target), timeZone) * 60_000;
  t = target - offsetMinutesAt(new Date(t), timeZone) * 60_000;
  return new Date(t);
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The person's reading of the clock at `at` in `timeZone`. */
export function localReading(at: Date, timeZone: string): LocalReading {
  const wall = wallMs(at, timeZone);
  const d = new Date(wall);
  const weekday = ((d.getUTCDay() + 6) % 7) + 1;
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return {
    date: iso(wall),
    weekday,
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    offsetMinutes: offsetMinutesAt(at, timeZone),
    weekStart: iso(midnight - (weekday - 1) * MS_PER_DAY),
  };
}

/** One case at an instant in a zone. */
export function clockCase(name: string, now: Date, timeZone: TestTimeZone): ClockCase {
  return { name, now, timeZone, local: localReading(now, timeZone) };
}

/**
 * The instants every date-sensitive suite runs at: each LOCAL_MOMENT in each of TEST_TIME_ZONES
 * (so "Monday 00:00:30" is a Monday for the person wherever she lives), then each DST instant in
 * its own zone. `zones` narrows the zones (slow suites, e.g. against the database).
 */
export function clockCases(zones: readonly TestTimeZone[] = TEST_TIME_ZONES): ClockCase[] {
  const cases: ClockCase[] = [];
  for (const timeZone of zones) {
    for (const m of LOCAL_MOMENTS) cases.push(clockCase(`${m.label} in ${timeZone}`, atLocalTime(m.wall, timeZone), timeZone));
  }
  for (const d of DST_INSTANTS) if (zones.includes(d.timeZone)) cases.push(clockCase(d.label, new Date(d.at), d.timeZone));
  return cases;
}

/**
 * The machine ("server") zones a suite also runs under: code that reads the runtime's local time
 * must give the same answer in each (or, for device-local code, the answer for that zone).
 */
export const MACHINE_TIME_ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'] as const;

type Env = Record<string, string | undefined>;
const env = (): Env | undefined => (globalThis as { process?: { env: Env } }).process?.env;

/**
 * Runs `fn` with the runtime's local time zone set to `timeZone` (Node re-reads `process.env.TZ`
 * when it is assigned), then restores it. Works for synchronous and async `fn`.
 */
export function withMachineTimeZone<T>(timeZone: string, fn: () => T): T {
  const e = env();
  if (!e) throw new Error('withMachineTimeZone needs Node (process.env.TZ)');
  const before = e.TZ;
  const restore = () => {
    if (before === undefined) delete e.TZ;
    else e.TZ = before;
  };
  e.TZ = timeZone;
  let result: T;
  try {
    result = fn();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
