import {
  createCustomSupplement,
  CUSTOM_SUPPLEMENT_SAFETY_NOTE,
  screenSupplement,
  searchSupplements,
  SUPPLEMENTS,
  type Routine,
  type Supplement,
  type SupplementScreeningProfile,
} from '@cadence/domain';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';
import { AvoidConfirmDialog } from './avoid-confirm-dialog';
import { SafetyBadge } from './safety-badge';
import { SearchResults } from './search-results';
import { TargetRoutineSelect } from './target-routine-select';
import { toSubtask, useAddCatalogueItem } from './use-add-catalogue-item';
import { useTargetRoutine } from './use-target-routine';

const asSubtask = (s: Supplement) => toSubtask({ id: s.id, name: s.name, description: `${s.use_case} · ${s.dosage}`, category: 'supplement' });

/** Supplement catalogue with safety screening (users.get profile) → a supplement routine. */
export function SupplementPicker({ userId, routines }: { userId: string; routines: readonly Routine[] }) {
  const [query, setQuery] = useState('');
  const [customName, setCustomName] = useState('');
  const [customDosage, setCustomDosage] = useState('');
  const [confirming, setConfirming] = useState<Supplement | null>(null);
  const user = trpc.users.get.useQuery();
  const profile: SupplementScreeningProfile = {
    medications: user.data?.medications,
    healthConditions: user.data?.healthConditions,
    pregnancyStatus: user.data?.pregnancyStatus,
    lifeStage: user.data?.lifeStage,
  };
  const { candidates, target, setTargetId } = useTargetRoutine(routines, 'supplement');
  const { add, pending } = useAddCatalogueItem(userId, 'supplement');
  const selectedIds = target?.subtasks.map((s) => s.id) ?? [];
  const results = searchSupplements(query, { selectedIds });

  const addSupplement = async (s: Supplement) => {
    const saved = await add(target, asSubtask(s));
    if (saved) setTargetId(saved.id);
    return saved;
  };
  const onAdd = (id: string) => {
    const s = SUPPLEMENTS.find((x) => x.id === id);
    if (!s) return;
    if (screenSupplement(s, profile).tier === 'avoid') setConfirming(s);
    else void addSupplement(s);
  };
  const addCustom = async (e: FormEvent) => {
    e.preventDefault();
    const custom = createCustomSupplement({ name: customName, dosage: customDosage });
    if (!custom) return; // §5: a blank name is ignored
    if (await addSupplement(custom)) {
      setCustomName('');
      setCustomDosage('');
    }
  };

  return (
    <Stack gap="4">
      <TargetRoutineSelect type="supplement" routines={candidates} value={target?.id} onChange={setTargetId} />
      <Field.Root>
        <Field.Label>Search supplements</Field.Label>
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. magnesium, sleep, vitamin" autoComplete="off" />
      </Field.Root>
      {user.isPending && query ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          Checking against your health profile...
        </Text>
      ) : null}
      <SearchResults
        query={query}
        busy={pending}
        onAdd={onAdd}
        items={results.map((r) => ({
          id: r.id,
          name: r.name,
          added: r.added,
          meta: `${r.use_case} · ${r.dosage}`,
          detail: <SafetyBadge screening={screenSupplement(r, profile)} />,
        }))}
      />
      <Stack asChild gap="2" borderTopWidth="1px" pt="4">
        <form onSubmit={(e) => void addCustom(e)} aria-label="Custom supplement">
          <Text fontWeight="semibold">Can't find it? Add your own</Text>
          <Field.Root>
            <Field.Label>Custom supplement name</Field.Label>
            <Input value={customName} onChange={(e) => setCustomName(e.target.value)} autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Dosage (optional)</Field.Label>
            <Input value={customDosage} onChange={(e) => setCustomDosage(e.target.value)} placeholder="As needed" autoComplete="off" />
          </Field.Root>
          <Text fontSize="sm" color="fg.muted">
            {CUSTOM_SUPPLEMENT_SAFETY_NOTE}
          </Text>
          <HStack>
            <Button type="submit" variant="outline" colorPalette="brand" loading={pending} loadingText="Adding...">
              Add custom supplement
            </Button>
          </HStack>
        </form>
      </Stack>
      <AvoidConfirmDialog
        supplement={confirming}
        screening={confirming ? screenSupplement(confirming, profile) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const s = confirming;
          setConfirming(null);
          if (s) void addSupplement(s);
        }}
      />
    </Stack>
  );
}
