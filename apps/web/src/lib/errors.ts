import { TRPCClientError } from '@trpc/client';

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/**
 * The server's readable message for any error the data layer throws:
 * - tRPC errors carry the server's message (the API formats them stack-free);
 * - REST errors (`apiRequest`) read `${status}: ${body}` — the status prefix is dropped;
 * - network failures get a plain sentence.
 */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof TRPCClientError) {
    const msg = String(err.message || '').trim();
    if (!msg || (/fetch|network/i.test(msg) && !err.data)) return 'Could not reach the server. Please check your connection.';
    return msg;
  }
  if (err instanceof Error) {
    const m = STATUS_PREFIX.exec(err.message);
    if (m) return m[2]!.trim() || fallback;
    if (err.name === 'TypeError' && /fetch/i.test(err.message)) return 'Could not reach the server. Please check your connection.';
    return err.message || fallback;
  }
  if (typeof err === 'string' && err) return err;
  return fallback;
}

/** HTTP status of an error from tRPC (`data.httpStatus`) or `apiRequest` (`404: …`), if known. */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof TRPCClientError) {
    const status = (err.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    return typeof status === 'number' ? status : undefined;
  }
  if (err instanceof Error) {
    const m = STATUS_PREFIX.exec(err.message);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** True for "the thing does not exist (or is not yours)" — the API answers 404 for both. */
export function isNotFound(err: unknown): boolean {
  if (err instanceof TRPCClientError && (err.data as { code?: unknown } | undefined)?.code === 'NOT_FOUND') return true;
  return errorStatus(err) === 404;
}
