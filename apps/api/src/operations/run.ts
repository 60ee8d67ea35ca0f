import { notFound } from '../lib/errors';
import { parseIdempotencyKey } from '../modules/idempotency/idempotency.service';
import { Attachment, type AnyOperation, type RequestContext, type UserContext } from './define';

/** The answer did not match the operation's declared output schema (tests turn this on). */
export class OutputMismatchError extends Error {
  constructor(name: string, detail: string) {
    super(`${name}: the answer does not match its output schema: ${detail}`);
    this.name = 'OutputMismatchError';
  }
}

/**
 * Runs one operation for a request: the session check of user operations, the service call, and
 * (in tests) the check of the answer against the declared output schema. Both transports call this.
 * A state-changing operation of hers sent with an Idempotency-Key is applied once: a repeat of the key
 * answers the first answer (docs/decisions/120-idempotent-writes.md).
 */
export async function runOperation(name: string, op: AnyOperation, ctx: RequestContext, input: unknown): Promise<unknown> {
  let runCtx: RequestContext | UserContext = ctx;
  if (op.access === 'user') {
    if (!ctx.actor) throw notFound();
    runCtx = { ...ctx, userId: ctx.actor.userId };
  }
  const key = op.access === 'user' && op.kind !== 'read' ? parseIdempotencyKey(ctx.idempotencyKey) : null;
  if (key) {
    const userId = (runCtx as UserContext).userId;
    return ctx.services.idempotency.run(userId, name, key, input, () => runChecked(name, op, runCtx, input), (answer) => !(answer instanceof Attachment));
  }
  return runChecked(name, op, runCtx, input);
}

async function runChecked(name: string, op: AnyOperation, ctx: RequestContext, input: unknown): Promise<unknown> {
  let result: unknown;
  try {
    result = await op.run(ctx as UserContext, input);
  } finally {
    // Whatever a write call wrote for her is kept only if her account is still live afterwards (docs/decisions/100):
    // a delete on another instance in the meantime leaves nothing of hers behind.
    const subject = op.kind === 'read' ? null : ctx.sessionUserId();
    if (subject) await ctx.services.account.fence(subject);
  }
  if (ctx.services.env.NODE_ENV === 'test') {
    const checked = op.output.safeParse(result);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new OutputMismatchError(name, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    }
  }
  return result;
}
