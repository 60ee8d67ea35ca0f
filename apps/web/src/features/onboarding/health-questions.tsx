import { PREGNANCY_STATUSES, type PregnancyStatus } from '@cadence/domain';
import type { HealthAnswers } from './health-answers';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { SelectField } from '../../components/ui/select-field';

const PREGNANCY_LABELS: Readonly<Record<PregnancyStatus, string>> = {
  not_pregnant: 'No',
  pregnant: 'Yes, I am pregnant',
  trying: 'Trying to conceive',
  breastfeeding: 'Breastfeeding',
  prefer_not_to_say: 'Prefer not to say',
};

/**
 * Medicines and pregnancy, asked before the routines step offers supplements: every supplement is
 * then checked against them. Optional, but supplements stay unticked until both are answered.
 */
export function HealthQuestions({ value, onChange }: { value: HealthAnswers; onChange: (next: HealthAnswers) => void }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="health-questions-title">
      <Stack gap="1">
        <Heading as="h2" size="md" id="health-questions-title">
          Before we suggest any supplements
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          We check every supplement against your medicines and pregnancy. Until you answer, supplements stay unticked.
        </Text>
      </Stack>
      <Field.Root>
        <Field.Label>Do you take any medicines?</Field.Label>
        <Input
          name="medications"
          value={value.medications}
          onChange={(e) => onChange({ ...value, medications: e.target.value })}
          placeholder="e.g. levothyroxine, the pill, HRT — or “none”"
          maxLength={500}
          autoComplete="off"
        />
        <Field.HelperText>Write “none” if you don't take any.</Field.HelperText>
      </Field.Root>
      <SelectField<PregnancyStatus | ''>
        label="Are you pregnant, trying to conceive or breastfeeding?"
        value={value.pregnancyStatus}
        onChange={(pregnancyStatus) => onChange({ ...value, pregnancyStatus })}
        options={PREGNANCY_STATUSES.map((s) => ({ value: s, label: PREGNANCY_LABELS[s] }))}
        placeholder="Choose an answer"
      />
    </Stack>
  );
}
