// A fixed-answer OpenAI-compatible chat-completions server on loopback, for integration tests
// that need the LLM coach deterministic (the network edge, like msw, but reachable from a real
// API server). Not a test file itself. The real-model tier uses tooling/llm-test-server instead.
import { createServer, type IncomingMessage } from 'node:http';

export interface FakeOpenAiServer {
  url: string;
  /** Request bodies seen, oldest first. */
  bodies: unknown[];
  /** The JSON object the next completions answer with. */
  answer: unknown;
  /** While set, answers wait for it (a test holds the coach "thinking" while she ticks: no timing involved). */
  gate: Promise<void> | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export async function startFakeOpenAiServer(answer: unknown): Promise<FakeOpenAiServer> {
  const state: FakeOpenAiServer = { url: '', bodies: [], answer, gate: null, close: async () => undefined };
  const server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      state.bodies.push(body);
      if (state.gate) await state.gate;
      const content = typeof state.answer === 'string' ? state.answer : JSON.stringify(state.answer);
      const json = JSON.stringify({
        id: `chatcmpl-${state.bodies.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
