// The real HTTP path: createCoach → @ai-sdk/openai chat model → fetch {baseURL}/chat/completions,
// intercepted by msw. Success, malformed JSON, HTTP 500 and a hanging server (timeout).
import { MEDICAL_DISCLAIMER, triageText } from '@cadence/domain';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerAcross, lowWeek, PRIVATE_EMAIL, PRIVATE_NAME, recordingLog, thyroidUser } from './coach-test-kit';
import { createCoach } from './create-coach';

const BASE_URL = 'https://llm.test/v1';
const COMPLETIONS = `${BASE_URL}/chat/completions`;
const TIMEOUT_MS = 300;

const server = setupServer();
// The first reading of a note compiles every rule's pattern (seconds on a busy two-core CI machine): done here, outside
// the tests' 5 s limit, as the server does at start (the note model's warm-up).
beforeAll(() => void triageText('warming up the rules: chest pain, fainted'), 60_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 20, completion_tokens: 20, total_tokens: 40 },
  };
}

function makeCoach() {
  const log = recordingLog();
  const coach = createCoach(
    { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: BASE_URL, COACH_MODEL: 'gpt-4o-mini', COACH_TIMEOUT_MS: TIMEOUT_MS },
    log,
  );
  return { coach, log };
}

const input = () => ({ stats: lowWeek, reflectionNotes: 'Low energy, few walks.', routines: [], user: thyroidUser() });

describe('LLM coach over HTTP (msw)', () => {
  it('success: posts a structured-output chat completion and uses the validated answer', async () => {
    let body: Record<string, unknown> | undefined;
    let auth: string | null = null;
    server.use(
      http.post(COMPLETIONS, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          completion(
            JSON.stringify({
              recommendations: [
                { type: 'add', routineType: 'movement', label: 'Add a 10-minute morning walk', rationale: 'Daylight and movement.', priority: 'high' },
                { type: 'add', routineType: 'mindfulness', label: 'Add a two-minute breathing pause', rationale: 'A reset at midday.', priority: 'medium' },
              ],
            }),
          ),
        );
      }),
    );
    const { coach, log } = makeCoach();
    expect(coach.kind).toBe('llm');
    const res = await coach.weeklyRecommendations(input());
    expect(res).toEqual({
      recommendations: [
        { type: 'add', routineType: 'movement', label: 'Add a 10-minute morning walk', rationale: 'Daylight and movement.', priority: 'high' },
        { type: 'add', routineType: 'mindfulness', label: 'Add a two-minute breathing pause', rationale: 'A reset at midday.', priority: 'medium' },
      ],
      source: 'llm',
      safety: null,
      disclaimer: MEDICAL_DISCLAIMER,
    });
    expect(log.warns).toEqual([]);
    expect(auth).toBe('Bearer sk-test-key');
    expect(body?.model).toBe('gpt-4o-mini');
    expect(body?.max_tokens).toBe(450);
    expect(body?.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: false, schema: { type: 'object' } } });
    const sent = JSON.stringify(body?.messages);
    expect(sent).not.toContain(PRIVATE_NAME);
    expect(sent).not.toContain(PRIVATE_EMAIL);
  });

  it('malformed JSON content → the rule-based answer', async () => {
    server.use(http.post(COMPLETIONS, () => HttpResponse.json(completion('Sure! Here are some ideas: {"recommendations": ['))));
    const { coach, log } = makeCoach();
    const res = await coach.weeklyRecommendations(input());
    expect(res.source).toBe('rules');
    expect(res.recommendations.length).toBeGreaterThan(0);
    expect(log.warns[0]?.[0]).toMatchObject({ op: 'weeklyRecommendations', reason: 'invalid_output' });
  });

  it('HTTP 500 → the rule-based answer (no retries)', async () => {
    let calls = 0;
    server.use(
      http.post(COMPLETIONS, () => {
        calls += 1;
        return HttpResponse.json({ error: { message: 'internal error', type: 'server_error' } }, { status: 500 });
      }),
    );
    const { coach, log } = makeCoach();
    const res = await coach.weeklyRecommendations(input());
    expect(res.source).toBe('rules');
    expect(calls).toBe(1);
    expect(log.warns[0]?.[0]).toMatchObject({ reason: 'model_error' });
    expect(JSON.stringify(log.warns)).not.toContain('sk-test-key');
  });

  it('a hanging server → the rule-based answer at the timeout (fake clock)', async () => {
    server.use(
      http.post(COMPLETIONS, async () => {
        await delay('infinite');
        return HttpResponse.json(completion('{}'));
      }),
    );
    const { coach, log } = makeCoach();
    const { answeredBefore, answer: res } = await answerAcross(TIMEOUT_MS, () => coach.weeklyRecommendations(input()));
    expect(answeredBefore).toBe(false);
    expect(res.source).toBe('rules');
    expect(log.warns[0]?.[0]).toMatchObject({ reason: 'timeout' });
  });

  it('red flag → no HTTP request at all', async () => {
    let calls = 0;
    server.use(
      http.post(COMPLETIONS, () => {
        calls += 1;
        return HttpResponse.json(completion('{}'));
      }),
    );
    const { coach } = makeCoach();
    const res = await coach.weeklyRecommendations({ ...input(), reflectionNotes: 'Heavy bleeding, soaking a pad every hour.' });
    expect(calls).toBe(0);
    expect(res.safety?.level).toBe('urgent');
  });
});
