import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import { describeZodError, INTERNAL_MESSAGE, toHttpError } from '../lib/errors';
import type { RequestContext } from '../operations/define';

export type TrpcContext = RequestContext;

/** tRPC's code for an HTTP status (the statuses toHttpError and the server's hooks produce). */
export const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** Maps any thrown error to a TRPCError through the one mapping both transports share (lib/errors toHttpError). */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const { status, message } = toHttpError(error);
  return new TRPCError({ code: TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR', message, cause: status >= 500 ? error : undefined });
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    // Input validation errors arrive as BAD_REQUEST with a ZodError cause: same words as REST.
    const message =
      error.cause instanceof ZodError
        ? describeZodError(error.cause)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? error.cause?.name === 'OutputMismatchError'
            ? error.message
            : INTERNAL_MESSAGE
          : error.message;
    // No stack traces in responses.
    const { stack: _stack, ...data } = shape.data as typeof shape.data & { stack?: string };
    return { ...shape, message, data };
  },
});

/** Converts service errors (AppError, zod, DB down) into tRPC errors for every procedure. */
const errorMapping = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTrpcError(result.error.cause ?? result.error);
    if (mapped !== result.error) (result as { error: TRPCError }).error = mapped;
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(errorMapping);

/**
 * Requires a session. Without one the caller gets NOT_FOUND (as for someone else's data), so nothing
 * reveals whether a user exists. The session's user is the one every user operation acts for.
 */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});
