import { TRPC_MAX_BATCH_CALLS } from '@cadence/domain';
import type { OperationKind } from '../operations/define';
import { kindOfProcedure } from '../operations/index';
import type { RateClass } from '../modules/rate-limits/rate-limit.service';

/** Largest number of procedure calls in one tRPC batch (400 above it; the web client splits at this size). */
export const MAX_BATCH_CALLS = TRPC_MAX_BATCH_CALLS;

/** Calls per rate-limit class: one count per operation kind. */
export type CallCounts = Record<OperationKind, number>;

/** Every operation kind is a rate-limit class and every class a kind: a kind without a limit fails to compile here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type KindsAreRateClasses = Assert<Same<OperationKind, RateClass>>;

/**
 * A tRPC path that names no procedure answers 404 before any service runs: it costs what a read costs.
 * (A declared procedure always has its own class: the router and this table come from one list.)
 */
const NO_SUCH_PROCEDURE: OperationKind = 'read';

/**
 * What one HTTP request costs against the limits: a REST route counts once under its kind; a tRPC
 * request counts every procedure call of its batch (`/trpc/a,b,c`) under its operation's declared
 * kind (read, write, ai for the calls to the coach, data for whole-account calls).
 */
export function callCounts(method: string, url: string, restKind: OperationKind | undefined): CallCounts {
  const counts: CallCounts = { read: 0, write: 0, ai: 0, data: 0 };
  if (restKind) {
    counts[restKind] = 1;
    return counts;
  }
  if (url.startsWith('/trpc/')) {
    const procedures = trpcProcedures(url);
    for (const p of procedures) counts[kindOfProcedure(p) ?? NO_SUCH_PROCEDURE]++;
    return counts;
  }
  counts[method === 'GET' || method === 'HEAD' ? 'read' : 'write'] = 1;
  return counts;
}

/** Procedure paths of a tRPC request (`/trpc/plan.today,routines.list?batch=1` → 2 paths). */
export function trpcProcedures(url: string): string[] {
  const path = url.split('?')[0]!.slice('/trpc/'.length);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // malformed escapes: count the raw text
  }
  return decoded.split(',');
}
