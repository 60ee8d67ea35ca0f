import type { KeyboardEvent } from 'react';

/** A keydown handler for a one-line input that adds what was typed: Enter adds instead of submitting the form. */
export const onEnter =
  (action: () => void) =>
  (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    action();
  };
