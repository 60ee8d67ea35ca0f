import type { z, ZodType } from 'zod';
import type { Services } from '../services';

/**
 * One declaration per operation (docs/decisions/023-operations-declared-once.md): the tRPC
 * procedure, the REST route, the OpenAPI entry, the rate-limit class, the error mapping and the
 * lists the cross-user and bad-input suites iterate all come from it.
 */

/**
 * Rate-limit class: reads are free, writes and AI calls are counted per session; 'data' (her whole
 * account: export, restore, delete, clinician summary, passkeys, device links) has its own, lower limit.
 */
export type OperationKind = 'read' | 'write' | 'ai' | 'data';
/** 'user': needs a session, and the session's user is the one the operation acts for. 'public': anyone. */
export type OperationAccess = 'user' | 'public';

/** Who is calling: the user bound to the request's session cookie, or nobody. */
export type Actor = { userId: string } | null;

/** Everything an operation needs from the request (built once per request, shared by both transports). */
export interface RequestContext {
  services: Services;
  actor: Actor;
  timeZone: string;
  /** Binds this browser's session to `userId` with a fresh token (the old one, if any, is revoked). */
  bindSession(userId: string): Promise<void>;
  /** Ends the server session and clears the cookie. */
  endSession(): Promise<void>;
  /**
   * The user the request's session is bound to now (after any bindSession/endSession of this request;
   * `actor` of a copied context may be older). The account fence checks her (docs/decisions/100).
   */
  sessionUserId(): string | null;
  /** Key for rate limits: the session, else the client address. */
  rateKey: string;
  /** The request's Idempotency-Key header as sent (checked where it is used: docs/decisions/120). */
  idempotencyKey?: string | string[];
}

/** The context of a user operation: `userId` is the session's user (ownership comes from here). */
export interface UserContext extends RequestContext {
  userId: string;
}

/** A file answer (export, PDF): REST sends it as an attachment; tRPC sends `{ filename, contentType, content }`. */
export class Attachment {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly content: string | Uint8Array,
  ) {}
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestBinding {
  method: HttpMethod;
  /** Fastify path, e.g. '/api/wellness/users/:id' (the spec writes '{id}'). */
  path: string;
  /** Path parameters, validated first (400 'field: reason'). */
  params?: ZodType;
  /** JSON body as the REST contract has it (may carry `userId`). */
  body?: ZodType;
  /** Query string. */
  query?: ZodType;
  /**
   * Where the REST contract names the session's user: a path parameter (`{id}`, `{userId}`) or a body
   * field. Checked once, in the adapter: any other value answers 404 (as for a missing user).
   */
  owner?: { in: 'path' | 'body'; key: string };
  /** Success status (default 200). */
  status?: 200 | 201 | 204;
  /** Largest body this route accepts, when it differs from the server's (an export file to restore). */
  bodyLimit?: number;
  /** Where the procedure answers null, REST answers 404 with this text. */
  nullAs404?: string;
  /** Builds the operation input from the validated parts (default: body fields, then params, then query; owner removed). */
  toInput?: (parts: { params: Record<string, unknown>; body: unknown; query: Record<string, unknown> }) => unknown;
}

type InputOf<IS> = IS extends ZodType ? z.output<IS> : undefined;

export interface Operation<IS extends ZodType | undefined = ZodType | undefined, O = unknown, K extends OperationKind = OperationKind, A extends OperationAccess = OperationAccess> {
  summary: string;
  kind: K;
  access: A;
  /** The procedure's input (never the user id: that is the session's). */
  input?: IS;
  /** What the operation answers (OpenAPI; validated in tests). */
  output: ZodType;
  rest?: RestBinding;
  run(ctx: A extends 'user' ? UserContext : RequestContext, input: InputOf<IS>): Promise<O>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, OperationKind, OperationAccess>;

/** Identity helper that keeps input, output, kind and access inferred. */
export function defineOperation<IS extends ZodType | undefined, O, K extends OperationKind, A extends OperationAccess>(
  op: Operation<IS, O, K, A>,
): Operation<IS, O, K, A> {
  return op;
}
