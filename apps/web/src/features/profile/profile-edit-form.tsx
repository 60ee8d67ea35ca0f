import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Fieldset, Input } from '../../components/ui/chakra-scoped';
import { EDIT_PROFILE_GOAL_OPTIONS, MESSAGES, PROFILE_CHALLENGE_OPTIONS, type User } from '@cadence/domain';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toaster';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { setItem } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { CustomCategoriesField } from './custom-categories-field';
import { formFromUser, profileUpdateFrom, toggleIn, withExtras, type ProfileFieldErrors, type ProfileForm } from './profile-model';

function ChipGroup({ legend, options, value, onChange }: { legend: string; options: string[]; value: string[]; onChange: (v: string[]) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
        {options.map((o) => (
          <ToggleChip key={o} pressed={value.includes(o)} onPressedChange={(on) => onChange(toggleIn(value, o, on))} textTransform="none">
            {o}
          </ToggleChip>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** My Profile edit mode: saves with users.update, keeps everything typed on failure. */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (update.isPending) return;
    const checked = profileUpdateFrom(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      // Focus the first field that needs her: it is marked invalid and its message is its description.
      (checked.errors.name ? nameInput : emailInput).current?.focus();
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(checked.data);
      utils.users.get.setData(undefined, saved);
      setItem('userName', saved.name);
      setItem('userLocation', saved.location);
      setItem('userCustomCategories', saved.customCategories);
      toast.success(MESSAGES.myProfileUpdated.title);
      onDone();
    } catch (err) {
      console.warn('[profile] update failed', err);
      toast.error(MESSAGES.myProfileUpdateFailed.title, MESSAGES.myProfileUpdateFailed.description);
    }
  };

  return (
    // Opened, focus comes to its first field; closed (saved or cancelled), it goes back to 'Edit'
    // (docs/decisions/115).
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Edit profile" data-focus-id="profile-form" data-focus-next="profile-edit">
      <Stack gap="5">
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>Name</Field.Label>
          <Input ref={nameInput} value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="name" aria-describedby={errors.name ? 'profile-name-error' : undefined} />
          {errors.name ? (
            <Field.ErrorText id="profile-name-error" color="red.700">
              {errors.name}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>Email</Field.Label>
          <Input
            ref={emailInput}
            type="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            autoComplete="email"
            aria-describedby={errors.email ? 'profile-email-error' : undefined}
          />
          {errors.email ? (
            <Field.ErrorText id="profile-email-error" color="red.700">
              {errors.email}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root>
          <Field.Label>Location</Field.Label>
          <Input value={form.location} onChange={(e) => set('location', e.target.value)} autoComplete="address-level2" />
        </Field.Root>
        <ChipGroup legend="Goals" options={withExtras(EDIT_PROFILE_GOAL_OPTIONS, form.goals)} value={form.goals} onChange={(v) => set('goals', v)} />
        <ChipGroup legend="Challenges" options={withExtras(PROFILE_CHALLENGE_OPTIONS, form.challenges)} value={form.challenges} onChange={(v) => set('challenges', v)} />
        <CustomCategoriesField value={form.customCategories} onChange={(v) => set('customCategories', v)} />
        <HStack gap="3" justify="flex-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving...">
            Save Changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
