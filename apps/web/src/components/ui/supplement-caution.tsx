import type { SupplementCautionNote } from '@cadence/domain';

const LEAD: Record<SupplementCautionNote['tier'], string> = {
  avoid: 'Not advised for you',
  caution: 'Check first',
  unknown: 'Not checked',
  info: 'Good to know',
};

/**
 * A supplement caution on a routine card or plan task (docs/decisions/039): plain element (plan rows are
 * many), text in the default colour with a bold lead so it passes contrast in both colour modes.
 */
export function SupplementCautionLine({ caution }: { caution: SupplementCautionNote }) {
  const message = caution.message.replace(/^(Not advised for you|Check before taking|Good to know)\.\s*/, '');
  return (
    <p
      role="note"
      data-testid="supplement-caution"
      data-tier={caution.tier}
      style={{
        margin: '0.35rem 0 0',
        padding: '0.35rem 0.6rem',
        borderInlineStart: '3px solid var(--chakra-colors-orange-500, #dd6b20)',
        fontSize: '0.875rem',
        lineHeight: 1.4,
      }}
    >
      <strong>{LEAD[caution.tier]}: </strong>
      {message}
    </p>
  );
}
