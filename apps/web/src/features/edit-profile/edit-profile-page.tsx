import { HStack, Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { MESSAGES, type User } from '@cadence/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PageContainer } from '../../components/ui/page-container';
import { toast } from '../../components/ui/toaster';
import { setItem } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { localIsoDate } from '@cadence/domain';
import { refreshRhythm } from '../rhythm/refresh-rhythm';
import { editProfileUpdate, formFromUser, type EditProfileFormState } from './edit-profile-model';
import { useProfileUser } from '../profile/use-profile-user';
import { BasicInfoSection, GoalsSection, HealthInfoSection, PreferencesSection } from './edit-profile-sections';
import { PageHeading } from '../../components/ui/page-heading';

function EditProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const [form, setForm] = useState<EditProfileFormState>(() => formFromUser(user));
  const set = <K extends keyof EditProfileFormState>(key: K, value: EditProfileFormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (update.isPending) return;
    const body = editProfileUpdate(form, user.challenges, localIsoDate(new Date()));
    if (!body.ok) {
      toast.error(body.title, body.description);
      return;
    }
    try {
      // Operations declared once (decision 023): the session's user, no id in the input.
      const saved = await update.mutateAsync(body.value);
      utils.users.get.setData(undefined, saved);
      setItem('userName', saved.name);
      setItem('userLocation', saved.location);
      if (body.value.lifeStage !== undefined || body.value.periodStarts !== undefined) await refreshRhythm(utils);
      // Supplement cautions on her routines follow her profile (medicines, conditions, pregnancy, life stage).
      await utils.routines.invalidate();
      toast.success(MESSAGES.editProfileUpdated.title, MESSAGES.editProfileUpdated.description);
      await navigate({ to: '/dashboard' });
    } catch (err) {
      console.warn('[edit-profile] update failed', err);
      toast.error(MESSAGES.editProfileUpdateFailed.title, MESSAGES.editProfileUpdateFailed.description);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Edit Profile">
      <Stack gap="5">
        <BasicInfoSection form={form} set={set} />
        <GoalsSection form={form} set={set} />
        <HealthInfoSection form={form} set={set} />
        <PreferencesSection form={form} set={set} />
        <HStack justify="flex-end" gap="3">
          <Button asChild variant="outline">
            <Link to="/profile">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" size="lg" loading={update.isPending} loadingText="Saving...">
            Save Profile
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** /profile/edit — Edit Profile (spec §2): basic info, goals, health info, preferences. */
export function EditProfilePage() {
  const profile = useProfileUser();
  if (profile.gate) return profile.gate;

  return (
    <PageContainer maxW="3xl">
      <Stack gap="6">
        <PageHeading title="Edit Profile">Keep your details up to date so your plan fits you.</PageHeading>
        <EditProfileForm user={profile.user} />
      </Stack>
    </PageContainer>
  );
}
