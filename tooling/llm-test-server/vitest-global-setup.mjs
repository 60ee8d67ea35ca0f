// vitest globalSetup for the real-model tier: makes sure the runtime and model are installed
// (setup.mjs, a no-op when cached), starts one server for the run and provides its URL as
// inject('llmUrl'); stops it in teardown.
import { startLlmTestServer } from './index.mjs';
import { setup as install } from './setup.mjs';

export default async function setup(project) {
  await install();
  const started = Date.now();
  const server = await startLlmTestServer({ log: (line) => process.stderr.write(`  ${line}\n`) });
  console.log(`[llm-test-server] ${server.url} ready in ${Date.now() - started} ms`);
  project.provide('llmUrl', server.url);
  return () => server.stop();
}
