// Starts server.mjs as a child process and talks to its test hooks. Used by the API's real-model
// test tier (apps/api/vitest.llm.config.ts → vitest-global-setup.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * @param {{ mode?: 'normal' | 'ignore-format', seed?: number, log?: (line: string) => void }} [opts]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startLlmTestServer(opts = {}) {
  const args = [join(here, 'server.mjs'), '--port', '0', '--mode', opts.mode ?? 'normal'];
  if (opts.seed !== undefined) args.push('--seed', String(opts.seed));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = opts.log ?? ((line) => process.stderr.write(line + '\n'));
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d) => {
    stderr += d;
    for (const line of String(d).split('\n')) if (line.trim()) log(line);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { url } = JSON.parse(line);
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`llm-test-server exited (${code}) before listening: ${stderr.slice(-2000)}`)));
    child.once('error', reject);
  });
}

/** Test hooks of a running server. */
export function llmTestServerClient(url) {
  return {
    async requests() {
      const res = await fetch(`${url}/__requests`);
      return (await res.json()).requests;
    },
    async reset() {
      await fetch(`${url}/__requests`, { method: 'DELETE' });
    },
    async setMode(mode) {
      const res = await fetch(`${url}/__mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
      if (!res.ok) throw new Error(`setMode ${mode}: ${res.status}`);
    },
  };
}
