#!/usr/bin/env node
// The one test command (README: `pnpm test`): unit, integration, real-model LLM (docs/decisions/034: the API
// against tooling/llm-test-server; `pnpm test:llm` runs it alone) and end-to-end tiers,
// in that order, each through turbo, then the SDK's outside-install tier. Prints per-tier counts and a final
// "N passed, N failed" line. Exits non-zero if any tier fails.
//
// The unit and integration tiers run a second time with the machine's zone set far from UTC
// (TZ=Pacific/Kiritimati, UTC+14; docs/decisions/030), so a test or a rule that silently depends on the
// machine's time zone fails here rather than in production. Select tiers by id:
// `node scripts/test-all.mjs unit unit-far-tz`.
import { spawn } from 'node:child_process';

const FAR_TZ = 'Pacific/Kiritimati';
const unit = ['turbo', 'run', 'test', '--output-logs=full'];
const integration = ['turbo', 'run', 'test:integration', '--concurrency=1', '--output-logs=full'];

const tiers = [
  { id: 'unit', name: 'unit', args: unit },
  { id: 'integration', name: 'integration', args: integration },
  { id: 'unit-far-tz', name: `unit (TZ=${FAR_TZ})`, args: unit, env: { TZ: FAR_TZ } },
  { id: 'integration-far-tz', name: `integration (TZ=${FAR_TZ})`, args: integration, env: { TZ: FAR_TZ } },
  // The coach against a real small model on CPU (docs/decisions/034): ~5 min.
  { id: 'llm', name: 'llm', args: ['turbo', 'run', 'test:llm', '--concurrency=1', '--output-logs=full'] },
  { id: 'e2e', name: 'e2e', args: ['turbo', 'run', 'e2e', '--concurrency=1', '--output-logs=full'] },
  // Packs @cadence/sdk, installs the tarball with npm into a temp project outside the repo, runs it against the API.
  { id: 'sdk-outside', name: 'sdk-outside', args: ['node', 'packages/sdk/scripts/outside-install.mjs'] },
  // Reliability (docs/decisions/046): kill -9 of the server and of the database child, a 30 s overload (~4 min).
  { id: 'chaos', name: 'chaos', args: ['turbo', 'run', 'test:chaos', '--concurrency=1', '--output-logs=full'] },
];

const only = process.argv.slice(2);
const selected = only.length ? tiers.filter((t) => only.includes(t.id)) : tiers;

function run(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Sums vitest's "Tests  12 passed | 1 failed (13)" lines. */
function count(out) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  // eslint-disable-next-line no-control-regex
  const clean = out.replace(/\u001b\[[0-9;]*m/g, '');
  for (const line of clean.split('\n')) {
    // node:test (tooling): "# pass 11" / "# fail 0"
    const node = line.match(/^\S*:?\s*# (pass|fail|skipped) (\d+)\s*$/);
    if (node) {
      if (node[1] === 'pass') passed += Number(node[2]);
      else if (node[1] === 'fail') failed += Number(node[2]);
      else skipped += Number(node[2]);
      continue;
    }
    const m = line.match(/^\S*:?\s*Tests\s+(.*)\(\d+\)\s*$/);
    if (!m) continue;
    const p = m[1].match(/(\d+) passed/);
    const f = m[1].match(/(\d+) failed/);
    const s = m[1].match(/(\d+) skipped/);
    passed += p ? Number(p[1]) : 0;
    failed += f ? Number(f[1]) : 0;
    skipped += s ? Number(s[1]) : 0;
  }
  return { passed, failed, skipped };
}

/** The lines that say what failed: vitest's FAIL and × lines, errors, and node:test's "not ok" (at most 60). */
function failures(out) {
  // eslint-disable-next-line no-control-regex
  const lines = out.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const picked = lines.filter((l) => /(?:^|:\s*)(?:\s*FAIL\s|\s*[×✗]\s|not ok\b)|\b(?:AssertionError|Error:|Unhandled|Timeout|timed out|ELIFECYCLE|exited with)\b/.test(l));
  return [...new Set(picked.map((l) => l.trimEnd().slice(0, 300)))].slice(0, 60);
}

// The note model (docs/decisions/105): fetched and checked once, like the FerretDB build; the tests always use it.
{
  const setup = await run(['node', 'tooling/note-model/setup.mjs']);
  if (setup.code !== 0) {
    console.log(setup.out);
    console.log('note model setup failed: the tests need it (python3 -m pip and the package index)');
    process.exit(1);
  }
}

const results = [];
for (const tier of selected) {
  const started = Date.now();
  console.log(`\n=== ${tier.name} tests ===`);
  const { code, out } = await run(tier.args, tier.env);
  const c = count(out);
  results.push({ tier: tier.name, code, ...c, failures: failures(out), seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== Test summary ===');
const width = Math.max(12, ...results.map((r) => r.tier.length + 1));
for (const r of results) {
  console.log(`${r.tier.padEnd(width)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped  ${r.seconds}s  ${r.code === 0 ? 'ok' : 'FAILED (exit ' + r.code + ')'}`);
}
// What failed, in the summary too (a CI log is often read from its tail): vitest's failed test lines and errors.
for (const r of results.filter((x) => x.code !== 0)) {
  console.log(`\n--- ${r.tier}: what failed ---`);
  for (const line of r.failures) console.log(line);
}
const passed = results.reduce((a, r) => a + r.passed, 0);
let failed = results.reduce((a, r) => a + r.failed, 0);
const broken = results.filter((r) => r.code !== 0);
if (broken.length && failed === 0) failed = broken.length; // a tier that crashed counts as a failure
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken.length ? 1 : 0);
