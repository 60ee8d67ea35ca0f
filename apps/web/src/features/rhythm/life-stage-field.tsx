import { LIFE_STAGE_LABELS, LIFE_STAGES, type LifeStage } from '@cadence/domain';
import { SelectField } from '../../components/ui/select-field';

/** Optional, skippable life-stage question (onboarding flows and Edit Profile). */
export function LifeStageField({ value, onChange }: { value: LifeStage | ''; onChange: (value: LifeStage | '') => void }) {
  return (
    <SelectField<LifeStage | ''>
      label="Life stage (optional)"
      value={value}
      onChange={onChange}
      options={LIFE_STAGES.map((s) => ({ value: s, label: LIFE_STAGE_LABELS[s] }))}
      placeholder="Skip for now"
      helper="Lets your plan follow your body's rhythm. Private, never shown publicly; change it any time in Edit Profile."
    />
  );
}
