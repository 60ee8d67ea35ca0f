import { useId, type ReactNode } from 'react';

export interface CheckItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** The visible label: the checkbox's accessible name. */
  children: ReactNode;
  /** More content under the label (description, badges): part of the click target, read as the description. */
  details?: ReactNode;
  /** Weight of the label text. */
  weight?: 'medium' | 'semibold';
  /** Label struck through (a task or routine that is done). */
  struck?: boolean;
  /** A bordered, full-width box around the whole row. */
  boxed?: boolean;
}

/**
 * A labelled tick box: a real `<input type="checkbox">` (keyboard, screen readers, form semantics
 * for free) over a drawn box that looks like Chakra's `Checkmark` (solid, brand). Used for every
 * tick in the app instead of Chakra's `Checkbox`, whose state machine (zag + focus-visible
 * tracking, ~12 KiB gzip) was the largest part of the dashboard's initial JS (JS budget, docs/decisions/022).
 * Plain elements with the static classes of src/theme/content-styles.ts: a plan or checklist
 * renders many of them, so they cost no run-time styling (docs/decisions/022: Total Blocking Time).
 */
export function CheckItem({ checked, onCheckedChange, disabled = false, size = 'md', children, details, weight, struck = false, boxed = false }: CheckItemProps) {
  const id = useId();
  const flag = (on: boolean) => (on ? '' : undefined);
  return (
    <label className="cadence-check" data-size={size} data-disabled={flag(disabled)} data-boxed={flag(boxed)}>
      <input
        type="checkbox"
        className="cadence-check__input"
        checked={checked}
        // Not the `disabled` attribute: a tick that is saving keeps keyboard focus (a disabled input
        // drops it to <body>); presses are ignored until the save settles (docs/decisions/115).
        aria-disabled={disabled || undefined}
        onChange={(e) => {
          if (!disabled) onCheckedChange(e.currentTarget.checked);
        }}
        aria-labelledby={`${id}-label`}
        aria-describedby={details ? `${id}-details` : undefined}
      />
      <svg
        className="cadence-check__box"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3px"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-state={checked ? 'checked' : 'unchecked'}
        data-disabled={flag(disabled)}
      >
        {checked ? <polyline points="20 6 9 17 4 12" /> : null}
      </svg>
      <span className="cadence-check__text">
        <span id={`${id}-label`} className="cadence-check__label" data-weight={weight} data-struck={flag(struck)}>
          {children}
        </span>
        {details ? (
          <span id={`${id}-details`} className="cadence-check__details">
            {details}
          </span>
        ) : null}
      </span>
    </label>
  );
}
