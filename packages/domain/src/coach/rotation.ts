// Deterministic, stateless rotation through a list: the same (seed, day) always gives the same
// item, consecutive days never give the same item, and within each block of `n` days every item
// is shown once. Each block is a seeded shuffle; when a block would start with the item that
// ended the previous block, its first two items are swapped (needs n >= 3, which leaves the
// block's last item untouched, so the rule is consistent across blocks).
import { hashString } from '../safety/text';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole days since 1970-01-01 for a 'YYYY-MM-DD' date (or ISO date-time; the date part is used). */
export function epochDay(isoDate: string): number {
  const m = ISO_DATE.exec(isoDate);
  if (m === null) throw new RangeError(`Invalid ISO date: ${isoDate}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

/** mulberry32: tiny seeded PRNG (also drives the chaos suite and the load bench). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rawBlock(seed: number, block: number, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const rand = seededRandom(seed ^ Math.imul(block + 1, 0x9e3779b1));
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = order[i] as number;
    order[i] = order[j] as number;
    order[j] = tmp;
  }
  return order;
}

/** Index (0..n-1) of the item to show on `day` for `seedText`. */
export function rotationIndex(seedText: string, day: number, n: number): number {
  if (n <= 0) throw new RangeError('rotation needs at least one item');
  if (n < 3) return ((day % n) + n) % n;
  const seed = hashString(seedText);
  const block = Math.floor(day / n);
  const pos = day - block * n;
  const order = rawBlock(seed, block, n);
  const previousLast = rawBlock(seed, block - 1, n)[n - 1];
  if (order[0] === previousLast) {
    const first = order[0] as number;
    order[0] = order[1] as number;
    order[1] = first;
  }
  return order[pos] as number;
}

/** The item to show on an ISO date for a seed (e.g. a user id). */
export function pickForDay<T>(items: readonly T[], seedText: string, isoDate: string): T {
  return items[rotationIndex(seedText, epochDay(isoDate), items.length)] as T;
}
