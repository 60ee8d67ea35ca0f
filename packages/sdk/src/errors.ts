import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from './router-types.js';

/** The API's error codes (`error.code`), e.g. `NOT_FOUND`, `BAD_REQUEST`, `TOO_MANY_REQUESTS`. */
export type CadenceErrorCode = NonNullable<TRPCClientError<AppRouter>['data']>['code'];

/**
 * Every failed call rejects with a `CadenceError` (a `TRPCClientError`, so `instanceof TRPCClientError` still holds):
 * - `httpStatus`: the HTTP status the API answered (400 invalid input, 404 not found or not yours, 409, 413, 429,
 *   503), or 0 when no answer came (network down, wrong base URL);
 * - `code`: the API's error code (`NOT_FOUND`…), or `NETWORK_ERROR` when no answer came;
 * - `message`: readable, safe to show (e.g. `name: Too long`);
 * - `path`: the procedure called, e.g. `plan.today`.
 */
export class CadenceError extends TRPCClientError<AppRouter> {
  readonly httpStatus: number;
  readonly code: CadenceErrorCode | 'NETWORK_ERROR';
  readonly path: string;

  constructor(cause: TRPCClientError<AppRouter>, path: string, baseUrl: string) {
    const http = cause.cause instanceof HttpStatusError ? cause.cause : undefined;
    const answered = cause.data?.httpStatus ?? http?.status ?? responseStatus(cause.meta);
    const message = http
      ? `Cadence at ${baseUrl} answered ${http.message}`
      : answered
        ? cause.message
        : `Cadence could not be reached at ${baseUrl} (${cause.message})`;
    super(message, { result: cause.shape ? { error: cause.shape } : undefined, cause, meta: cause.meta });
    // TRPCClientError resets the prototype to its own; restore ours.
    Object.setPrototypeOf(this, CadenceError.prototype);
    this.name = 'CadenceError';
    this.httpStatus = answered ?? 0;
    this.code = cause.data?.code ?? (answered ? codeForStatus(answered) : 'NETWORK_ERROR');
    this.path = path;
  }
}

/** @internal A response that is not the API's JSON (e.g. a proxy's error page): only its status is known. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpStatusError';
  }
}

/** Narrows an unknown rejection to a `CadenceError`. */
export function isCadenceError(error: unknown): error is CadenceError {
  return error instanceof CadenceError;
}

function responseStatus(meta: Record<string, unknown> | undefined): number | undefined {
  const response = meta?.response as { status?: unknown } | undefined;
  return typeof response?.status === 'number' && response.status > 0 ? response.status : undefined;
}

function codeForStatus(status: number): CadenceErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status >= 500) return status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
  return 'BAD_REQUEST';
}
