#!/usr/bin/env node
/**
 * The outside-install tier (`pnpm test` runs it; alone: `node scripts/test-all.mjs sdk-outside` or
 * `pnpm --filter @cadence/sdk test:outside`). Does what another team would do:
 *
 * 1. packs @cadence/sdk (`pnpm pack`: prepack builds dist/) and prints the tarball's size and file list;
 * 2. creates a project in the system temp dir, outside this repository (its own package.json, no workspace links)
 *    and installs the tarball with npm, plus TypeScript;
 * 3. starts the real API (apps/api/src/main.ts, production mode) on a database of its own (MONGODB_URI if set,
 *    else the embedded FerretDB on a temp data dir) and runs a Node script with the SDK: create a user, add a
 *    routine, build and read today's plan, tick a task, read it back, and two typed errors;
 * 4. type-checks a TypeScript file with `tsc --noEmit` (NodeNext and Bundler resolution) against the installed
 *    types, with deliberately wrong calls marked `@ts-expect-error`, and a second file whose wrong call must fail;
 * 5. bundles the SDK for browsers (esbuild, platform browser): no Node-only import may be needed.
 *
 * Prints TAP-style `ok` / `not ok` lines and `# pass N` / `# fail N` (counted by scripts/test-all.mjs).
 * KEEP_SDK_CONSUMER=1 keeps the temp project for a look.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(sdkDir, '../..');
const apiDir = path.join(repoRoot, 'apps', 'api');
const dbDir = path.join(repoRoot, 'packages', 'db');
const TYPESCRIPT = '5.9.3';

const results = [];
const cleanups = [];
let step = 0;

function log(text = '') {
  console.log(text);
}
function indent(text) {
  return String(text).trimEnd().replace(/^/gm, '    ');
}

/** Runs one check; a failure is recorded (later checks that need it are skipped by their own guards). */
async function check(name, fn) {
  step += 1;
  log(`\n## ${step}. ${name}`);
  try {
    const note = await fn();
    results.push({ name, ok: true });
    log(`ok ${step} - ${name}${note ? ` (${note})` : ''}`);
    return true;
  } catch (error) {
    results.push({ name, ok: false });
    log(`not ok ${step} - ${name}\n${indent(error instanceof Error ? error.message : error)}`);
    return false;
  }
}

/** The environment for tools run in the consumer: none of pnpm's npm_config_* settings leak in. */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|pnpm_)/i.test(k) && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, ...extra };
}

function run(cmd, args, { cwd, env = cleanEnv(), allowFail = false, timeout = 300_000 } = {}) {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (!allowFail && r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status ?? r.signal}${r.error ? ` (${r.error.message})` : ''}\n${out}`);
  return { status: r.status, out };
}

/** Starts a long-running process and resolves with the first stdout line matching `ready`. */
function startProcess(label, cmd, args, { cwd, env, ready, timeout = 180_000 }) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
  let output = '';
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        resolve();
      }, 10_000).unref();
    });
  cleanups.push(stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} not ready after ${timeout / 1000} s\n${output}`)), timeout);
    const onData = (chunk) => {
      output += chunk;
      for (const line of output.split('\n')) {
        const m = line.match(ready);
        if (m) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve({ match: m, stop, output: () => output });
          return;
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it was ready\n${output}`));
    });
  });
}

/** The rule coach answers (no LLM calls from a test). */
function withoutLlm(env) {
  const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _url, ...rest } = env;
  return rest;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'cadence-sdk-consumer-'));
const app = path.join(work, 'team-app');
const webDir = path.join(app, 'web');
let tarball;
let apiUrl;

async function main() {
  log(`# @cadence/sdk outside-install tier: temp project ${app}`);

  await check('the temp project is outside the repository, with no node_modules above it', () => {
    const real = realpathSync(work);
    if (real.startsWith(`${realpathSync(repoRoot)}${path.sep}`)) throw new Error(`${real} is inside ${repoRoot}`);
    for (let dir = path.dirname(real); ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'node_modules'))) throw new Error(`${dir}/node_modules would leak into module resolution`);
      if (path.dirname(dir) === dir) break;
    }
    return real;
  });

  const packed = await check('pnpm pack builds dist/ (prepack) and packs @cadence/sdk', () => {
    run('pnpm', ['pack', '--pack-destination', work], { cwd: sdkDir, env: process.env });
    const name = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!name) throw new Error('no tarball written');
    tarball = path.join(work, name);
    const size = statSync(tarball).size;
    const listing = run('tar', ['-tzvf', tarball]).out;
    log(`tarball: ${name}, ${size} bytes (${(size / 1024).toFixed(1)} KiB)`);
    log('files:');
    log(indent(listing));
    const files = run('tar', ['-tzf', tarball]).out.trim().split('\n');
    const stray = files.filter((f) => !/^package\/(package\.json|README\.md|dist\/.+)$/.test(f));
    if (stray.length) throw new Error(`files outside dist/ and the README: ${stray.join(', ')}`);
    for (const f of ['package/dist/index.js', 'package/dist/index.d.ts', 'package/README.md']) if (!files.includes(f)) throw new Error(`missing ${f}`);
    const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json']).out);
    if (JSON.stringify(manifest).includes('workspace:')) throw new Error('the packed package.json still has workspace: ranges');
    const deps = Object.keys(manifest.dependencies ?? {}).sort();
    if (deps.some((d) => d.startsWith('@cadence/'))) throw new Error(`runtime dependencies on workspace packages: ${deps.join(', ')}`);
    log(`package.json: version ${manifest.version}, exports ${JSON.stringify(manifest.exports['.'])}, sideEffects ${manifest.sideEffects}, dependencies ${JSON.stringify(manifest.dependencies)}`);
    return `${files.length} files, ${size} bytes`;
  });
  if (!packed) return;

  const installed = await check('npm installs the tarball into a fresh project (its own package.json, no workspace)', () => {
    mkdirSync(app);
    writeFileSync(
      path.join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'team-app',
          version: '1.0.0',
          private: true,
          type: 'module',
          dependencies: { '@cadence/sdk': `file:${path.relative(app, tarball)}` },
          devDependencies: { typescript: TYPESCRIPT },
        },
        null,
        2,
      )}\n`,
    );
    const t0 = Date.now();
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app });
    const sdk = path.join(app, 'node_modules', '@cadence', 'sdk');
    if (lstatSync(sdk).isSymbolicLink()) throw new Error('@cadence/sdk is a link, not an installed copy');
    const tree = run('npm', ['ls', '--all', '--omit=dev'], { cwd: app, allowFail: true }).out;
    log(indent(tree));
    if (tree.includes(repoRoot)) throw new Error(`the install links into ${repoRoot}`);
    return `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  });
  if (!installed) return;

  const bundled = await check('bundles for browsers (esbuild, platform browser): no Node-only import; the cookie jar stays a lazy chunk', async () => {
    const esbuild = await import(createRequire(path.join(apiDir, 'package.json')).resolve('esbuild'));
    writeFileSync(path.join(app, 'browser.mjs'), BROWSER_SCRIPT);
    mkdirSync(webDir);
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>team app</title><script type="module" src="/browser.js"></script></head><body></body></html>\n');
    const result = await esbuild.build({
      absWorkingDir: app,
      entryPoints: ['browser.mjs'],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      outdir: webDir,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.entries(result.metafile.outputs).map(([file, o]) => `${path.basename(file)} ${o.bytes} B`);
    const dist = path.join(app, 'node_modules', '@cadence', 'sdk', 'dist');
    for (const f of readdirSync(dist).filter((n) => n.endsWith('.js'))) {
      const src = readFileSync(path.join(dist, f), 'utf8');
      if (/from ['"]node:|require\(|\bprocess\.|\bBuffer\b/.test(src)) throw new Error(`dist/${f} uses something Node-only`);
    }
    if (/from ['"]\.\/cookie-jar\.js['"]/.test(readFileSync(path.join(dist, 'index.js'), 'utf8'))) throw new Error('index.js imports the cookie jar statically');
    if (!outputs.some((o) => o.startsWith('cookie-jar'))) throw new Error(`the cookie jar is not a separate chunk: ${outputs.join(', ')}`);
    return outputs.join(', ');
  });

  await check('the API runs (apps/api/src/main.ts, production mode, a database of its own)', async () => {
    let uri = process.env.MONGODB_URI;
    if (!uri) {
      const db = await startProcess('database', process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--data-dir', path.join(work, 'db')], {
        cwd: dbDir,
        env: { ...process.env, CADENCE_DB_PREFER: process.env.CADENCE_DB_PREFER ?? 'ferretdb' },
        ready: /^(mongodb:\/\/\S+)$/,
      });
      uri = db.match[1];
    }
    const api = await startProcess('API', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...withoutLlm(process.env),
        NODE_ENV: 'production',
        MONGODB_URI: uri,
        MONGODB_DB: `cadence_sdk_outside_${process.pid}`,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        // Serves the browser bundle on the API's origin (the team app's page).
        ...(bundled ? { WEB_DIST: webDir } : {}),
      },
      ready: /CADENCE_READY (http:\/\/\S+)/,
    });
    apiUrl = api.match[1];
    return apiUrl;
  });

  await check('a Node script with the installed SDK: create a user, add a routine, build and read today\'s plan, tick a task, read it back', () => {
    if (!apiUrl) throw new Error('skipped: the API did not start');
    writeFileSync(path.join(app, 'consumer.mjs'), CONSUMER_SCRIPT);
    const { out } = run(process.execPath, ['consumer.mjs'], { cwd: app, env: cleanEnv({ CADENCE_URL: apiUrl }), timeout: 120_000 });
    log('consumer output:');
    log(indent(out));
    if (!out.includes('CONSUMER_OK')) throw new Error('the consumer script did not finish');
  });

  const tsc = path.join(app, 'node_modules', 'typescript', 'bin', 'tsc');
  writeFileSync(path.join(app, 'typed.ts'), TYPED_FILE);
  writeFileSync(path.join(app, 'wrong.ts'), WRONG_FILE);
  for (const resolution of ['NodeNext', 'Bundler']) {
    const config = (files) =>
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: [],
          module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
          moduleResolution: resolution,
          // As most apps do: @trpc/server's own declarations need Node's and ESNext.Disposable's types otherwise.
          skipLibCheck: true,
        },
        files,
      });
    await check(`tsc --noEmit (${resolution} resolution) accepts typed.ts: typed calls, and each @ts-expect-error wrong call is an error`, () => {
      writeFileSync(path.join(app, `tsconfig.${resolution}.json`), config(['typed.ts']));
      const { status, out } = run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], { cwd: app, allowFail: true });
      if (status !== 0) throw new Error(out);
      return `${(TYPED_FILE.match(/\/\/ @ts-expect-error --/g) ?? []).length} wrong calls rejected`;
    });
    await check(`tsc --noEmit (${resolution} resolution) rejects wrong.ts (a task status that does not exist)`, () => {
      writeFileSync(path.join(app, `tsconfig.wrong.${resolution}.json`), config(['wrong.ts']));
      const { status, out } = run(process.execPath, [tsc, '-p', `tsconfig.wrong.${resolution}.json`], { cwd: app, allowFail: true });
      log(indent(out));
      if (status === 0) throw new Error('tsc accepted a wrong call');
      const errors = out.split('\n').filter((l) => /error TS\d+/.test(l));
      if (errors.length !== 1 || !/^wrong\.ts\(\d+,\d+\): error TS2322: Type '"finished"' is not assignable to type '"done" \| "pending"'/.test(errors[0])) {
        throw new Error(`expected exactly the one error in wrong.ts, got:\n${out}`);
      }
      return errors[0].trim();
    });
  }

  await check('the same package in a browser (Chromium, page served by the API): the browser keeps the session, no cookie jar loaded', async () => {
    if (!apiUrl || !bundled) throw new Error('skipped: the API or the bundle is missing');
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(chromium)) throw new Error(`no Chromium at ${chromium} (.ci/run installs Debian's chromium)`);
    const pw = await import(createRequire(path.join(repoRoot, 'apps', 'web', 'package.json')).resolve('playwright-core'));
    const playwright = pw.chromium ?? pw.default.chromium;
    const browser = await playwright.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    await page.goto(`${apiUrl}/`);
    await page.waitForFunction(() => window.__cadence !== undefined, undefined, { timeout: 60_000 });
    const result = await page.evaluate(() => window.__cadence);
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    const cookies = await page.context().cookies();
    log('browser output:');
    log(indent(result.lines.join('\n')));
    if (!result.ok) throw new Error(`${result.error}\n${problems.join('\n')}`);
    if (resources.some((r) => r.includes('cookie-jar'))) throw new Error(`the browser loaded the cookie jar: ${resources.join(', ')}`);
    // In production the cookie is '__Host-cadence_sid' when Secure (decision 047).
    const session = cookies.find((c) => c.name === 'cadence_sid' || c.name === '__Host-cadence_sid');
    if (!session?.httpOnly) throw new Error('the browser holds no httpOnly session cookie');
    const unexpected = problems.filter((p) => !p.includes('404'));
    if (unexpected.length) throw new Error(unexpected.join('\n'));
    return `requests: ${[...new Set(resources)].join(', ')}; session cookie httpOnly in the browser's jar`;
  });
}

const CONSUMER_SCRIPT = `// A team app's server-side script using the installed @cadence/sdk (plain Node ESM, no build step).
import { createCadenceClient, CadenceError } from '@cadence/sdk';

const cadence = createCadenceClient({ baseUrl: process.env.CADENCE_URL, timeZone: 'Europe/London' });

const user = await cadence.users.create.mutate({ name: 'Maya', location: 'Leeds', challenges: ['fatigue', 'insomnia'] });
console.log(\`created user \${user.name} in \${user.location} (id \${user.id}); session kept: \${cadence.sessionCookie ? 'yes' : 'no'}\`);

const routine = await cadence.routines.create.mutate({ type: 'movement', label: 'Morning walk', frequency: 'daily' });
console.log(\`added routine "\${routine.label}" (\${routine.type}, \${routine.frequency})\`);

const before = await cadence.plan.today.query();
console.log(\`today's plan before building: \${before === null ? 'none yet' : before.tasks.length + ' tasks'}\`);
const plan = before ?? (await cadence.plan.regenerate.mutate());
console.log(\`built today's plan (\${plan.date}): \${plan.tasks.length} tasks; coach: "\${plan.coachNote}"\`);

const index = plan.tasks.findIndex((t) => t.label === 'Morning walk');
if (index === -1) throw new Error('the routine is not in the plan');
await cadence.plan.updateTask.mutate({ index, status: 'done' });
console.log(\`ticked task \${index}: \${plan.tasks[index].label}\`);

const after = await cadence.plan.today.query();
for (const t of after.tasks) console.log(\`  \${t.status === 'done' ? '[x]' : '[ ]'} \${t.label}\`);
if (after.tasks[index].status !== 'done') throw new Error('the tick did not persist');
console.log('read back: the walk is done');

for (const [what, call] of [
  ['a routine that does not exist (or is not hers)', () => cadence.routines.remove.mutate({ id: '0123456789abcdef01234567' })],
  ['a routine with an empty label', () => cadence.routines.create.mutate({ type: 'movement', label: '' })],
]) {
  const error = await call().then(() => undefined, (e) => e);
  if (!(error instanceof CadenceError)) throw new Error(\`\${what}: expected a CadenceError, got \${error}\`);
  console.log(\`\${what}: CadenceError httpStatus=\${error.httpStatus} code=\${error.code} message="\${error.message}"\`);
}
console.log('CONSUMER_OK');
`;

const TYPED_FILE = `// Type-checked in a project outside the monorepo against the installed @cadence/sdk.
import { createCadenceClient, isCadenceError, type CadenceClient, type RouterInputs, type RouterOutputs } from '@cadence/sdk';

const cadence: CadenceClient = createCadenceClient({ baseUrl: 'http://127.0.0.1:3000', timeZone: 'Europe/London' });

export async function journey(): Promise<string> {
  const user = await cadence.users.create.mutate({ name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
  const id: string = user.id;
  // The types are real, not \`any\` (an \`any\` would make every @ts-expect-error below unused, and this false).
  const userIsAny: 0 extends 1 & typeof user ? true : false = false;
  const routine: RouterInputs['routines']['create'] = { type: 'movement', label: 'Morning walk', frequency: 'daily' };
  await cadence.routines.create.mutate(routine);
  const plan: RouterOutputs['plan']['today'] = await cadence.plan.today.query();
  const built = plan ?? (await cadence.plan.regenerate.mutate());
  const status: 'done' | 'pending' = built.tasks[0]?.status ?? 'pending';
  await cadence.plan.updateTask.mutate({ index: 0, status: status === 'done' ? 'pending' : 'done' });

  // @ts-expect-error -- 'yoga' is not a routine type
  await cadence.routines.create.mutate({ type: 'yoga', label: 'Flow' });
  // @ts-expect-error -- the plan may be null until built
  const note: string = plan.coachNote;
  // @ts-expect-error -- no such procedure
  await cadence.plan.delete.mutate();
  // @ts-expect-error -- a user needs a name
  await cadence.users.create.mutate({ location: 'Leeds' });
  // @ts-expect-error -- calls act for the session's user: no user id in the inputs
  await cadence.plan.updateTask.mutate({ userId: id, index: 0, status: 'done' });
  return id + note + built.coachNote + String(userIsAny);
}

export function describeError(error: unknown): string {
  if (!isCadenceError(error)) return 'unexpected';
  const status: number = error.httpStatus;
  const code: string = error.code;
  return \`\${status} \${code}: \${error.message} (\${error.path}, \${error.data?.httpStatus ?? 0})\`;
}
`;

const BROWSER_SCRIPT = `// The team app's page: the SDK in a browser, on the API's origin (the browser keeps the httpOnly session cookie).
import { createCadenceClient, CadenceError } from '@cadence/sdk';

const lines = [];
try {
  const cadence = createCadenceClient({ baseUrl: location.origin });
  const user = await cadence.users.create.mutate({ name: 'Ada', location: 'Bath', challenges: ['anxiety'] });
  lines.push(\`created user \${user.name}; SDK cookie jar: \${cadence.sessionCookie === undefined ? 'not used (the browser keeps the cookie)' : 'used'}\`);
  await cadence.routines.create.mutate({ type: 'mindfulness', label: 'Evening breathing', frequency: 'daily' });
  const plan = (await cadence.plan.today.query()) ?? (await cadence.plan.regenerate.mutate());
  const index = plan.tasks.findIndex((t) => t.label === 'Evening breathing');
  await cadence.plan.updateTask.mutate({ index, status: 'done' });
  const after = await cadence.plan.today.query();
  lines.push(\`plan \${after.date}: \${after.tasks.map((t) => (t.status === 'done' ? '[x] ' : '[ ] ') + t.label).join(', ')}\`);
  if (after.tasks[index].status !== 'done') throw new Error('the tick did not persist');
  const error = await cadence.routines.remove.mutate({ id: '0123456789abcdef01234567' }).then(() => undefined, (e) => e);
  if (!(error instanceof CadenceError)) throw new Error('expected a CadenceError');
  lines.push(\`a routine that does not exist: CadenceError \${error.httpStatus} \${error.code} "\${error.message}"\`);
  window.__cadence = { ok: true, lines };
} catch (error) {
  window.__cadence = { ok: false, error: String(error), lines };
}
`;

const WRONG_FILE = `// Must NOT type-check: a task status that does not exist.
import { createCadenceClient } from '@cadence/sdk';

const cadence = createCadenceClient({ baseUrl: 'http://127.0.0.1:3000' });
await cadence.plan.updateTask.mutate({ index: 0, status: 'finished' });
`;

try {
  await main();
} catch (error) {
  results.push({ name: 'tier crashed', ok: false });
  log(`not ok - the tier crashed: ${error instanceof Error ? error.stack : error}`);
} finally {
  for (const stop of cleanups.reverse()) await stop().catch(() => undefined);
  if (process.env.KEEP_SDK_CONSUMER) log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
log(`\n# pass ${passed}\n# fail ${failed}`);
process.exit(failed ? 1 : 0);
