import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EDIT_PROFILE_GOAL_OPTIONS, EXERCISE_LEVELS, PREGNANCY_STATUSES, SLEEP_HOURS_MAX, SLEEP_HOURS_MIN, STRESS_LEVEL_MAX, STRESS_LEVEL_MIN } from '@cadence/domain';
import type { ReactNode } from 'react';
import { ToggleChip } from '../../components/ui/toggle-chip';
import type { EditProfileFormState } from './edit-profile-model';
import { SelectField } from '../../components/ui/select-field';
import { SwitchField, TextAreaField, TextField } from './form-fields';
import { LifeStageField } from '../rhythm/life-stage-field';
import { rhythmKindOf } from '@cadence/domain';

type SetField = <K extends keyof EditProfileFormState>(key: K, value: EditProfileFormState[K]) => void;
interface SectionProps {
  form: EditProfileFormState;
  set: SetField;
}

const EXERCISE_LABELS: Record<(typeof EXERCISE_LEVELS)[number], string> = {
  sedentary: 'Sedentary (little or no exercise)',
  light: 'Light (1–2 days a week)',
  moderate: 'Moderate (3–4 days a week)',
  high: 'High (5–6 days a week)',
  very_high: 'Very high (daily or intense training)',
};
const PREGNANCY_LABELS: Record<(typeof PREGNANCY_STATUSES)[number], string> = {
  not_pregnant: 'Not pregnant',
  pregnant: 'Pregnant',
  trying: 'Trying to conceive',
  breastfeeding: 'Breastfeeding',
  prefer_not_to_say: 'Prefer not to say',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function BasicInfoSection({ form, set }: SectionProps) {
  return (
    <Section id="basic-info" title="Basic Information">
      <TextField label="Name" value={form.name} onChange={(v) => set('name', v)} autoComplete="name" required />
      <TextField label="Email" type="email" value={form.email} onChange={(v) => set('email', v)} autoComplete="email" />
      <TextField label="Location" value={form.location} onChange={(v) => set('location', v)} autoComplete="address-level2" />
      <TextAreaField label="Bio" value={form.bio} onChange={(v) => set('bio', v)} placeholder="A few words about you and your wellness journey" helper="Shown on your public protocol only if you choose to share it." />
    </Section>
  );
}

export function GoalsSection({ form, set }: SectionProps) {
  const toggle = (goal: string, on: boolean) => set('goals', on ? [...form.goals.filter((g) => g !== goal), goal] : form.goals.filter((g) => g !== goal));
  return (
    <Section id="goals" title="Goals">
      <Text fontSize="sm" color="fg.muted">
        Choose what you want to work on.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" role="group" aria-labelledby="goals">
        {EDIT_PROFILE_GOAL_OPTIONS.map((g) => (
          <ToggleChip key={g} pressed={form.goals.includes(g)} onPressedChange={(on) => toggle(g, on)} textTransform="none">
            {g}
          </ToggleChip>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function HealthInfoSection({ form, set }: SectionProps) {
  return (
    <Section id="health-info" title="Health Information">
      <Text fontSize="sm" color="fg.muted">
        Private: used only to keep your suggestions safe. Never shown publicly.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField label="Age" type="number" inputMode="numeric" min={0} max={120} step={1} value={form.age} onChange={(v) => set('age', v)} />
        <TextField label="Height" value={form.height} onChange={(v) => set('height', v)} placeholder="e.g. 5'6&quot; or 168 cm" />
        <TextField label="Weight" value={form.weight} onChange={(v) => set('weight', v)} placeholder="e.g. 140 lb or 64 kg" />
      </SimpleGrid>
      <TextAreaField label="Health conditions" value={form.healthConditions} onChange={(v) => set('healthConditions', v)} placeholder="e.g. PCOS, hypothyroidism" />
      <TextAreaField label="Medications" value={form.medications} onChange={(v) => set('medications', v)} placeholder="e.g. levothyroxine" />
      <SelectField
        label="Pregnancy status (optional)"
        value={form.pregnancyStatus}
        onChange={(v) => set('pregnancyStatus', v as EditProfileFormState['pregnancyStatus'])}
        options={PREGNANCY_STATUSES.map((s) => ({ value: s, label: PREGNANCY_LABELS[s] }))}
        placeholder="Not set"
        helper="Used only for supplement safety."
      />
      <LifeStageField value={form.lifeStage} onChange={(v) => set('lifeStage', v)} />
      {rhythmKindOf(form.lifeStage || null) === 'cycle' ? (
        <TextField
          label="Add a period start (optional)"
          type="date"
          value={form.newPeriodStart}
          onChange={(v) => set('newPeriodStart', v)}
          helper={
            form.periodStarts.length === 0
              ? 'Or tap “Period started today” on the dashboard. We estimate your cycle from your own dates.'
              : `${form.periodStarts.length} logged, most recent ${form.periodStarts[form.periodStarts.length - 1]}.`
          }
        />
      ) : null}
      <SelectField
        label="Exercise level"
        value={form.exerciseLevel}
        onChange={(v) => set('exerciseLevel', v)}
        options={EXERCISE_LEVELS.map((l) => ({ value: l, label: EXERCISE_LABELS[l] }))}
        placeholder="Not set"
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label="Sleep hours"
          type="number"
          inputMode="numeric"
          min={SLEEP_HOURS_MIN}
          max={SLEEP_HOURS_MAX}
          step={1}
          value={form.sleepHours}
          onChange={(v) => set('sleepHours', v)}
          helper={`Hours per night (${SLEEP_HOURS_MIN}–${SLEEP_HOURS_MAX})`}
        />
        <TextField
          label="Stress level"
          type="number"
          inputMode="numeric"
          min={STRESS_LEVEL_MIN}
          max={STRESS_LEVEL_MAX}
          step={1}
          value={form.stressLevel}
          onChange={(v) => set('stressLevel', v)}
          helper={`${STRESS_LEVEL_MIN} (calm) to ${STRESS_LEVEL_MAX} (very stressed)`}
        />
      </SimpleGrid>
    </Section>
  );
}

/**
 * 'Notifications' is on by default (spec §8), but nothing arrives until this browser allows it,
 * which only My Profile → Reminders asks for: without this line the switch said "on" while My
 * Profile offered "Turn on reminders". No line where the browser has no Notification API (the
 * iOS/Android app asks the phone instead).
 */
export function browserNotificationHint(notifications: boolean, permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission): string | null {
  if (!notifications) return null;
  if (permission === 'default') return 'This browser has not been allowed to show reminders yet: turn them on under My Profile → Reminders.';
  if (permission === 'denied') return "Notifications are blocked for Cadence in this browser's settings, so no reminders arrive.";
  return null;
}

export function PreferencesSection({ form, set }: SectionProps) {
  const hint = browserNotificationHint(form.notifications);
  return (
    <Section id="preferences" title="Preferences">
      <SwitchField label="Notifications" checked={form.notifications} onChange={(v) => set('notifications', v)} />
      {hint ? (
        <Text fontSize="sm" color="fg.muted" mt="-2">
          {hint}
        </Text>
      ) : null}
      <TextField label="Reminder time" type="time" value={form.reminderTime} onChange={(v) => set('reminderTime', v)} maxW="48" />
      <SwitchField label="Weekly reflection reminder" checked={form.weeklyReflection} onChange={(v) => set('weeklyReflection', v)} />
    </Section>
  );
}
