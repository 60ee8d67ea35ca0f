import { addChallenge, isPlausibleEmail, toggleChip, WIZARD_CHALLENGE_PRESETS, type WizardProfileDraft } from '@cadence/domain';
import { Box, CloseButton, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Field, Fieldset, Input, Tag } from '../../components/ui/chakra-scoped';
import { useState } from 'react';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { onEnter } from '../../lib/on-enter';
import { StrokeIcon } from '../../components/ui/stroke-icon';

export interface ProfileStepProps {
  profile: WizardProfileDraft;
  onChange: (profile: WizardProfileDraft) => void;
}

const PRESETS: readonly string[] = WIZARD_CHALLENGE_PRESETS;
export const INVALID_EMAIL = 'Please enter a valid email address.';
const EMAIL_ERROR_ID = 'wizard-email-error';

function PlusIcon() {
  return (
    <StrokeIcon size={18} strokeWidth={2.5}>
      <line x1="12" y1="5" x2="12" y2="19" />
      <line x1="5" y1="12" x2="19" y2="12" />
    </StrokeIcon>
  );
}

/** Step 1: name (required), email (required), location (optional) and wellness challenges. */
export function ProfileStep({ profile, onChange }: ProfileStepProps) {
  const [customError, setCustomError] = useState<string | null>(null);
  // Said once she has left the field (not while she is still typing it): marked invalid, and the
  // message is the field's description (docs/decisions/115: errors tied to their fields).
  const [emailTouched, setEmailTouched] = useState(false);
  const emailError = emailTouched && profile.email.trim() !== '' && !isPlausibleEmail(profile.email.trim()) ? INVALID_EMAIL : null;
  const set = (patch: Partial<WizardProfileDraft>) => onChange({ ...profile, ...patch });
  const custom = profile.challenges.filter((c) => !PRESETS.includes(c));

  const addCustom = () => {
    const result = addChallenge(profile.challenges, profile.customChallenge);
    if (!result.ok) {
      setCustomError(result.description ? `${result.title}: ${result.description}` : result.title);
      return;
    }
    setCustomError(null);
    set({ challenges: result.value, customChallenge: '' });
  };

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Tell us about you
        </Heading>
        <Text color="fg.muted" mt="1">
          Fields marked with * are required.
        </Text>
      </Box>
      <Field.Root required>
        <Field.Label>
          Name <Field.RequiredIndicator />
        </Field.Label>
        <Input name="name" autoComplete="given-name" value={profile.name} onChange={(e) => set({ name: e.target.value })} maxLength={100} />
      </Field.Root>
      <Field.Root required invalid={emailError !== null}>
        <Field.Label>
          Email <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={profile.email}
          onChange={(e) => set({ email: e.target.value })}
          onBlur={() => setEmailTouched(true)}
          aria-describedby={emailError ? EMAIL_ERROR_ID : undefined}
          maxLength={254}
        />
        {emailError ? (
          <Field.ErrorText id={EMAIL_ERROR_ID} color="red.700">
            {emailError}
          </Field.ErrorText>
        ) : null}
      </Field.Root>
      <Field.Root>
        <Field.Label>
          Location <Text as="span" color="fg.muted" fontWeight="normal">(optional)</Text>
        </Field.Label>
        <Input name="location" autoComplete="address-level2" value={profile.location} onChange={(e) => set({ location: e.target.value })} maxLength={120} placeholder="City, Country" />
      </Field.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium" fontSize="sm">
          Wellness Challenges
        </Fieldset.Legend>
        <Fieldset.HelperText>Choose any that apply, or add your own.</Fieldset.HelperText>
        <SimpleGrid columns={2} gap="2" mt="2">
          {PRESETS.map((c) => (
            <ToggleChip key={c} pressed={profile.challenges.includes(c)} onPressedChange={() => set({ challenges: toggleChip(profile.challenges, c) })} textTransform="none">
              {c}
            </ToggleChip>
          ))}
        </SimpleGrid>
        <Field.Root invalid={customError !== null} mt="3">
          <Field.Label>Add your own challenge</Field.Label>
          <HStack gap="2" w="full">
            <Input
              name="customChallenge"
              value={profile.customChallenge}
              onChange={(e) => {
                set({ customChallenge: e.target.value });
                if (customError) setCustomError(null);
              }}
              onKeyDown={onEnter(addCustom)}
              aria-describedby={customError ? 'wizard-custom-challenge-error' : undefined}
              placeholder="e.g. Hot flashes"
              maxLength={200}
            />
            <IconButton type="button" aria-label="Add challenge" colorPalette="brand" variant="outline" onClick={addCustom}>
              <PlusIcon />
            </IconButton>
          </HStack>
          {customError ? (
            <Field.ErrorText id="wizard-custom-challenge-error" role="alert" color="red.700">
              {customError}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        {custom.length > 0 ? (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" mt="2" aria-label="Your challenges">
            {custom.map((c) => (
              <Box as="li" key={c}>
                <Tag.Root size="lg" colorPalette="brand" variant="solid" borderRadius="full">
                  <Tag.Label>{c}</Tag.Label>
                  <Tag.EndElement>
                    <CloseButton size="2xs" color="inherit" aria-label={`Remove ${c}`} onClick={() => set({ challenges: profile.challenges.filter((x) => x !== c) })} />
                  </Tag.EndElement>
                </Tag.Root>
              </Box>
            ))}
          </HStack>
        ) : null}
      </Fieldset.Root>
    </Stack>
  );
}
