import type { Message } from '../constants/messages';

/** Result of a form rule: the normalised value, or the exact spec message to show. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; title: string; description?: string };

export function ok<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(message: Message): ValidationResult<T> {
  return message.description === undefined
    ? { ok: false, title: message.title }
    : { ok: false, title: message.title, description: message.description };
}
