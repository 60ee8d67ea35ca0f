/**
 * Centered spinner with a visible label (used while a route chunk or the first query loads).
 * Plain elements with static classes (src/theme/shell-styles.ts): it is the first thing most
 * screens render, so it costs no run-time styling (docs/decisions/022).
 */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="cadence-page-spinner" role="status" aria-live="polite">
      <span className="cadence-spinner" data-size="lg" aria-hidden="true" />
      <p className="cadence-page-spinner__label">{label}</p>
    </div>
  );
}
