import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveDatabase, type ResolvedDatabase } from '@cadence/db';

/** A private embedded FerretDB in a temp dir, supervised by this process (never the shared test one). */
export async function privateFerretDb(label: string): Promise<ResolvedDatabase & { dataDir: string; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), `cadence-chaos-${label}-`));
  const logs: string[] = [];
  const db = await resolveDatabase({
    dataDir,
    useEnv: false,
    prefer: 'ferretdb',
    logger: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
  });
  if (db.backend !== 'ferretdb') throw new Error(`expected the embedded FerretDB, got ${db.backend}`);
  return {
    ...db,
    dataDir,
    async close() {
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A deterministic pseudo-random sequence (mulberry32), so a failing run can be replayed with its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Prints a figure line the closing note can paste (vitest shows console output). */
export function figure(line: string) {
  console.log(`[chaos] ${line}`);
}
