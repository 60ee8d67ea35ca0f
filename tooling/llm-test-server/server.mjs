#!/usr/bin/env node
// A small OpenAI-compatible chat-completions server for the real-model test tier (docs/decisions/034).
//   POST /v1/chat/completions  {messages, response_format?, max_tokens?|max_completion_tokens?, seed?, temperature?}
//   GET  /v1/models, GET /health
// Test hooks (loopback only): GET /__requests (bodies seen), DELETE /__requests, POST /__mode {mode}.
// Modes: 'normal' (response_format json_schema → node-llama-cpp's JSON-schema grammar, optional
// properties left out), 'ignore-format' (response_format ignored: free text, like servers without
// structured output).
// node-llama-cpp 3.22.1, CPU binary only (getLlama({ gpu: false, build: 'never' })), ONE thread,
// one sequence; requests are queued; a client that disconnects aborts its generation (or its place
// in the queue).
// Usage: node server.mjs [--port 0] [--mode normal|ignore-format] [--seed 7]
//   prints one JSON line {"url": "http://127.0.0.1:PORT"} on stdout when ready.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { modelPath, nodeLlamaCppEntry, MODEL_FILE } from './paths.mjs';
import { schemaToGrammarSchema } from './schema-to-grammar.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.LLM_TEST_PORT ?? '0' },
    mode: { type: 'string', default: process.env.LLM_TEST_MODE ?? 'normal' },
    seed: { type: 'string', default: '7' },
    'context-size': { type: 'string', default: '4096' },
    'default-max-tokens': { type: 'string', default: '512' },
  },
});

const MODES = new Set(['normal', 'ignore-format']);
if (!MODES.has(args.mode)) throw new Error(`unknown mode ${args.mode}`);
if (!existsSync(nodeLlamaCppEntry) || !existsSync(modelPath)) {
  console.error('llm-test-server: runtime or model missing; run `node tooling/llm-test-server/setup.mjs` first');
  process.exit(2);
}

const { getLlama, LlamaChat } = await import(pathToFileURL(nodeLlamaCppEntry).href);
const llama = await getLlama({ gpu: false, build: 'never', maxThreads: 1, logLevel: 'error' });
const model = await llama.loadModel({ modelPath });
const context = await model.createContext({ contextSize: Number(args['context-size']), threads: 1, sequences: 1 });
const sequence = context.getSequence();
const chat = new LlamaChat({ contextSequence: sequence });

const state = { mode: args.mode, requests: /** @type {{at: string, path: string, body: unknown}[]} */ ([]) };
const grammars = new Map();
let queue = Promise.resolve();
let served = 0;

async function grammarFor(responseFormat) {
  if (state.mode === 'ignore-format' || !responseFormat) return undefined;
  if (responseFormat.type === 'json_object') return llama.getGrammarFor('json');
  if (responseFormat.type !== 'json_schema') return undefined;
  const schema = schemaToGrammarSchema(responseFormat.json_schema?.schema ?? {});
  const key = JSON.stringify(schema);
  if (!grammars.has(key)) grammars.set(key, await llama.createGrammarForJsonSchema(schema));
  return grammars.get(key);
}

function toHistory(messages) {
  const history = [];
  for (const m of messages ?? []) {
    const text = typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? m.content.map((p) => p.text ?? '').join('') : '';
    if (m.role === 'system' || m.role === 'developer') history.push({ type: 'system', text });
    else if (m.role === 'assistant') history.push({ type: 'model', response: [text] });
    else history.push({ type: 'user', text });
  }
  history.push({ type: 'model', response: [] });
  return history;
}

async function complete(body, signal) {
  const grammar = await grammarFor(body.response_format);
  const maxTokens = Number(body.max_completion_tokens ?? body.max_tokens ?? args['default-max-tokens']);
  const history = toHistory(body.messages);
  const started = Date.now();
  const result = await chat.generateResponse(history, {
    grammar,
    maxTokens,
    seed: Number.isInteger(body.seed) ? body.seed : Number(args.seed),
    temperature: typeof body.temperature === 'number' ? body.temperature : 0.4,
    signal,
    stopOnAbortSignal: true,
  });
  const text = result.response;
  const stop = result.metadata?.stopReason;
  const promptTokens = model.tokenize(history.map((h) => h.text ?? '').join('\n')).length;
  const completionTokens = model.tokenize(text).length;
  console.error(
    `llm-test-server: ${stop} ${completionTokens} tokens in ${Date.now() - started} ms (${grammar ? 'grammar' : 'free text'}, max ${maxTokens})`,
  );
  return {
    id: `chatcmpl-${++served}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? MODEL_FILE,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: stop === 'maxTokens' ? 'length' : 'stop' }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

function send(res, status, json) {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(json);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw ? JSON.parse(raw) : {};
}

const server = createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  try {
    if (req.method === 'GET' && (path === '/health' || path === '/v1/health')) return send(res, 200, { ok: true, mode: state.mode });
    if (req.method === 'GET' && path === '/v1/models') return send(res, 200, { object: 'list', data: [{ id: MODEL_FILE, object: 'model' }] });
    if (path === '/__requests' && req.method === 'GET') return send(res, 200, { count: state.requests.length, requests: state.requests });
    if (path === '/__requests' && req.method === 'DELETE') {
      state.requests = [];
      return send(res, 200, { ok: true });
    }
    if (path === '/__mode' && req.method === 'POST') {
      const { mode } = await readJson(req);
      if (!MODES.has(mode)) return send(res, 400, { error: { message: `unknown mode ${mode}` } });
      state.mode = mode;
      return send(res, 200, { ok: true, mode });
    }
    if (req.method === 'POST' && (path === '/v1/chat/completions' || path === '/chat/completions')) {
      const body = await readJson(req);
      state.requests.push({ at: new Date().toISOString(), path, body });
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const job = queue.then(async () => {
        if (controller.signal.aborted) return undefined;
        return complete(body, controller.signal);
      });
      queue = job.catch(() => undefined);
      const answer = await job;
      if (controller.signal.aborted) {
        console.error('llm-test-server: client went away; generation aborted');
        return undefined;
      }
      return send(res, 200, answer);
    }
    return send(res, 404, { error: { message: `no route ${req.method} ${path}` } });
  } catch (error) {
    console.error('llm-test-server: error', error);
    return send(res, 500, { error: { message: error instanceof Error ? error.message : String(error) } });
  }
});

server.listen(Number(args.port), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }) + '\n');
});

const stop = async () => {
  server.close();
  await llama.dispose().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
