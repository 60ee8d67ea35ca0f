import { ZodError } from 'zod';

/**
 * An error meant for the person using the app. `status` is the HTTP status the REST
 * adapter answers with; its message is the plain-text body (spec §8: "status: body").
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string) => new AppError(409, message);

/** First zod issue in plain words: "field: reason". */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  return `${field}: ${issue.message}`;
}

const DB_DOWN_NAMES = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongooseServerSelectionError',
  // Busy rather than down, answered the same way (503 + Retry-After): no free connection in time.
  'MongoWaitQueueTimeoutError',
]);
/** MaxTimeMSExpired: the request's deadline passed while the database worked on it. */
const MAX_TIME_EXPIRED = 50;

/** True when an error means the database cannot be reached, or not in time (→ 503). */
export function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (DB_DOWN_NAMES.has(error.name)) return true;
  const code = (error as { code?: unknown }).code;
  if (code === MAX_TIME_EXPIRED || code === 'EPIPE' || code === 'ECONNRESET' || code === 'ECONNREFUSED') return true;
  return /buffering timed out|Client must be connected|connection .* closed|ECONNREFUSED|socket has been ended/i.test(error.message);
}

/** Duplicate key (E11000). */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** An answer that failed its declared output schema (only checked in tests): its message names the field. */
function isOutputMismatch(error: unknown): error is Error {
  return error instanceof Error && error.name === 'OutputMismatchError';
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one error mapping of both transports: any thrown error → HTTP status and a readable,
 * stack-free message (REST sends it as the plain-text body, tRPC as the error message).
 */
export function toHttpError(error: unknown): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: describeZodError(error) };
  if (isDatabaseDown(error)) return { status: 503, message: UNAVAILABLE_MESSAGE };
  if (isOutputMismatch(error)) return { status: 500, message: error.message };
  return { status: 500, message: INTERNAL_MESSAGE };
}
