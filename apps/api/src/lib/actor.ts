import { notFound } from './errors';

/** Who is calling: the user bound to the request's session cookie, or nobody. */
export type Actor = { userId: string } | null;

/**
 * Ownership rule for every user-scoped call: the session must own `userId`.
 * Anyone else gets 404, so the existence of other users is never revealed.
 */
export function assertOwns(actor: Actor, userId: string): asserts actor is { userId: string } {
  if (!actor || actor.userId !== userId) throw notFound();
}

/** A session is required (anonymous callers get 404 as well). */
export function requireActor(actor: Actor): asserts actor is { userId: string } {
  if (!actor) throw notFound();
}
