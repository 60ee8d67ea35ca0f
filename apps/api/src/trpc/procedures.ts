import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z, ZodType } from 'zod';
import { Attachment, type AnyOperation, type Operation } from '../operations/define';
import { runOperation } from '../operations/run';
import { protectedProcedure, publicProcedure } from './init';

type Def<IS, O> = { input: [IS] extends [ZodType] ? z.input<IS> : void; output: O; meta: object };

/** The tRPC procedure type of an operation: reads are queries, writes and AI calls mutations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ProcedureFor<Op> = Op extends Operation<infer IS, infer O, infer K, any>
  ? K extends 'read'
    ? TRPCQueryProcedure<Def<IS, TrpcOutput<O>>>
    : TRPCMutationProcedure<Def<IS, TrpcOutput<O>>>
  : never;

/** Over tRPC a file answer travels as JSON (bytes as base64). */
type TrpcOutput<O> = O extends Attachment ? { filename: string; contentType: string; content: string; encoding: 'utf8' | 'base64' } : O;

function toTrpcResult(result: unknown): unknown {
  if (!(result instanceof Attachment)) return result;
  const bytes = typeof result.content !== 'string';
  return {
    filename: result.filename,
    contentType: result.contentType,
    content: bytes ? Buffer.from(result.content as Uint8Array).toString('base64') : result.content,
    encoding: bytes ? 'base64' : 'utf8',
  };
}

/** The procedures of one module's operations. */
export function toProcedures<T extends Record<string, AnyOperation>>(module: string, ops: T): { [K in keyof T]: ProcedureFor<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, op] of Object.entries(ops)) {
    const base = op.access === 'user' ? protectedProcedure : publicProcedure;
    // An operation without input reads none (a stray body is never parsed, so it cannot reach a service).
    const builder = op.input ? base.input(op.input) : base;
    const resolve = async ({ ctx, input }: { ctx: Parameters<typeof runOperation>[2]; input: unknown }) =>
      toTrpcResult(await runOperation(`${module}.${key}`, op, ctx, input));
    out[key] = op.kind === 'read' ? builder.query(resolve) : builder.mutation(resolve);
  }
  return out as { [K in keyof T]: ProcedureFor<T[K]> };
}
