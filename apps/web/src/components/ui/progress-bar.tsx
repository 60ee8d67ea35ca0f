import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Visible label, also the progressbar's accessible name. */
  label: ReactNode;
  /** Text shown at the right of the label (e.g. 'Day 3 of 45', '40% completed'). */
  valueText?: ReactNode;
  /** 'lg': a thicker bar, the label and value in body size, the value bold. */
  size?: 'sm' | 'lg';
  /** Label and value in the muted text colour. */
  tone?: 'default' | 'muted';
  /** Extra attributes for the value text (e.g. data-testid, aria-live). */
  valueTextAttrs?: HTMLAttributes<HTMLParagraphElement> & { 'data-testid'?: string };
}

/**
 * A labelled progress bar (role="progressbar" with aria-valuenow/min/max). Plain elements with the
 * static classes of src/theme/content-styles.ts instead of Chakra's `Progress`, whose zag state
 * machine is not needed for a static bar (~7 KiB gzip on the dashboard's initial JS) and whose
 * run-time styling cost the dashboard's first render time (docs/decisions/022).
 */
export function ProgressBar({ value, max = 100, label, valueText, size = 'sm', tone = 'default', valueTextAttrs }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className="cadence-progress" data-size={size} data-tone={tone}>
      <div className="cadence-progress__head">
        <p id={labelId} className="cadence-progress__label">
          {label}
        </p>
        {valueText !== undefined ? (
          <p {...valueTextAttrs} className="cadence-progress__value">
            {valueText}
          </p>
        ) : null}
      </div>
      <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={max} aria-valuenow={clamped} className="cadence-progress__track">
        <div className="cadence-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
