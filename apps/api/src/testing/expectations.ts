import { TRPCClientError } from '@trpc/client';
import { expect } from 'vitest';
import type { ZodType } from 'zod';
import type { AppRouter } from '../trpc/root';
import { expectNotHers, trpcMutation, trpcQuery, type TestBrowser } from './test-server';

/** Asserts that a response body matches its domain schema, naming the issues when it does not. */
export function expectSchema(schema: ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
}

/** Awaits a tRPC call that must fail with NOT_FOUND (another person's id, or none); returns the error. */
export async function expectTrpcNotFound(p: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TRPCClientError);
  const error = err as TRPCClientError<AppRouter>;
  expect(error.data?.code).toBe('NOT_FOUND');
  return error;
}

/** A stranger (anonymous, or another person) is refused every call on her data: REST answers 404 'Not found', tRPC is not hers. */
export async function expectStrangerRefused(
  stranger: TestBrowser,
  herId: string,
  rest: [string, string, unknown?][],
  procs: ['q' | 'm', string, unknown][],
): Promise<void> {
  for (const [method, path, body] of rest) {
    const res = await stranger.request(method, path, body);
    expect(res.status, `${method} ${path}`).toBe(404);
    expect(res.text, `${method} ${path}`).toBe('Not found');
  }
  for (const [kind, path, input] of procs) {
    const res = kind === 'q' ? await trpcQuery(stranger, path, input) : await trpcMutation(stranger, path, input);
    expectNotHers(res, herId, path);
  }
}

/** Bad input gets a readable 4xx: each `[method, path, body, message?]` answers 400–499 with a non-empty text (matching `message` when given). */
export async function expectReadable4xx(browser: TestBrowser, cases: [string, string, unknown, RegExp?][]): Promise<void> {
  for (const [method, path, body, message] of cases) {
    const res = await browser.request(method, path, body);
    const label = `${method} ${path} ${typeof body === 'string' ? body : JSON.stringify(body)?.slice(0, 80)}`;
    expect(res.status, label).toBeGreaterThanOrEqual(400);
    expect(res.status, label).toBeLessThan(500);
    expect(res.text.length, label).toBeGreaterThan(0);
    if (message) expect(res.text, label).toMatch(message);
  }
}
