import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import type { RequestContext } from '../http/request-context';
import { AppError, describeZodError, isDatabaseDown } from '../lib/errors';

export type TrpcContext = RequestContext;

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Maps any thrown error to a TRPCError with a readable, stack-free message. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError) return new TRPCError({ code: CODE_BY_STATUS[error.status] ?? 'BAD_REQUEST', message: error.message });
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', message: describeZodError(error) });
  if (isDatabaseDown(error))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.' });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.', cause: error });
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const message =
      cause instanceof ZodError
        ? describeZodError(cause)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? 'Something went wrong. Please try again.'
          : error.message;
    // No stack traces in responses.
    const { stack: _stack, ...data } = shape.data as typeof shape.data & { stack?: string };
    return { ...shape, message, data };
  },
});

/** Converts service errors (AppError, DB down) into tRPC errors for every procedure. */
const errorMapping = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTrpcError(result.error.cause ?? result.error);
    if (mapped !== result.error) (result as { error: TRPCError }).error = mapped;
  }
  return result;
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(errorMapping);

/**
 * Requires a session. Without one the caller gets NOT_FOUND (as for someone else's data),
 * so nothing reveals whether a user exists. Ownership of the `userId`/`id` itself is
 * checked by the services (`assertOwns`), shared with the REST adapter.
 */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});
