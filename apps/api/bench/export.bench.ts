// Her data, hers (docs/decisions/049): size and time of an export, a CSV and a clinician summary of a seeded
// 45-day account. Seeded through the real REST API with a moving server clock (src/testing/seed-programme.ts:
// onboarding answers, a lifestyle profile and its recommendations, 4 routines; each day a plan built, most
// tasks ticked, a check-in note, a daily log; each Sunday a reflection, weekly recommendations and one applied). Run: `pnpm --filter @cadence/api bench:export`. Env: MONGODB_URI (else a fresh FerretDB in a temp dir),
// BENCH_EXPORT_RUNS (default 10). Also writes the PDF to BENCH_PDF_OUT when set.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { resolveDatabase } from '@cadence/db';
import { seedProgramme } from '../src/testing/seed-programme';
import { startTestServer, TestClock, TEST_ENV } from '../src/testing/test-server';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 10);
const DAYS = 45;

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number; body: Buffer }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie, 'x-cadence-tz': 'UTC' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url} → ${res.status} ${body.toString().slice(0, 200)}`);
  return { ms: performance.now() - t0, bytes: body.length, body };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'cadence-bench-export-'));
  const db = process.env.MONGODB_URI ? { uri: process.env.MONGODB_URI, backend: 'mongodb', stop: async () => undefined } : await resolveDatabase({ dataDir });
  const clock = new TestClock('2026-10-05T07:30:00Z');
  const server = await startTestServer({ mongoUri: db.uri, dbName: `bench_export_${process.pid}`, env: { ...TEST_ENV, LOG_LEVEL: 'error' }, now: clock.now });
  try {
    const t0 = performance.now();
    const seeded = await seedProgramme(server.url, clock, { days: DAYS, firstDay: '2026-10-05', applyWeekly: true });
    console.log(`seeded ${DAYS} days (${seeded.firstDay} … ${seeded.lastDay}) through the API in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    clock.set(`${seeded.lastDay}T20:00:00Z`);
    const cookie = seeded.browser.cookie ?? '';
    const base = `${server.url}/api/wellness/users/${seeded.userId}`;
    const rows: string[] = [];
    for (const [name, path] of [
      ['export JSON', '/export'],
      ['export CSV', '/export?format=csv'],
      ['clinician summary PDF', '/clinician-summary.pdf'],
    ] as const) {
      await timed(base + path, cookie); // warm-up
      const runs: number[] = [];
      let last: { bytes: number; body: Buffer } = { bytes: 0, body: Buffer.alloc(0) };
      for (let i = 0; i < RUNS; i++) {
        const r = await timed(base + path, cookie);
        runs.push(r.ms);
        last = r;
      }
      if (name === 'export JSON') {
        const file = JSON.parse(last.body.toString()) as { data: Record<string, unknown[]> };
        console.log(`documents: ${Object.entries(file.data).map(([k, v]) => `${k} ${v.length}`).join(', ')}`);
      }
      if (name === 'clinician summary PDF' && process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, last.body);
      rows.push(`${name.padEnd(24)} ${(last.bytes / 1024).toFixed(1).padStart(8)} KiB   median ${median(runs).toFixed(1).padStart(7)} ms   max ${Math.max(...runs).toFixed(1).padStart(7)} ms   (${RUNS} runs, ${db.backend})`);
    }
    console.log(rows.join('\n'));
  } finally {
    await server.close({ dropDatabase: true });
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
