import { isEmptyChangeSet, localWeeklyRecommendations, MESSAGES, type RoutineChangeSet, type SafetyNotice, type WeeklyStats } from '@cadence/domain';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage, errorStatus } from '../../lib/errors';
import { setItem } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { EMPTY_WEEKLY_STATS, recommendationKey, type TabRecommendation } from './weekly-tab-model';

export const CHANGES_UNDONE = { title: 'Changes undone', description: 'Your routines are back to how they were.' } as const;
/** Advice her routines already cover (docs/decisions/130): said once, nothing is created. */
export const ALREADY_HAVE = 'You already have this';

/**
 * Weekly recommendations state machine (spec §4): generate (server, or the local §8 rules when
 * that fails) → select / deselect → preview the exact routine changes → apply (with undo).
 */
export function useWeeklyRecommendations(userId: string, stats: WeeklyStats | undefined) {
  const utils = trpc.useUtils();
  const generate = trpc.weekly.recommendations.useMutation();
  const preview = trpc.weekly.previewApply.useMutation();
  const apply = trpc.weekly.applyRecommendations.useMutation();
  const undo = trpc.weekly.undoApply.useMutation();

  const [recommendations, setRecommendations] = useState<TabRecommendation[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [safety, setSafety] = useState<SafetyNotice | null>(null);
  const [disclaimer, setDisclaimer] = useState<string | null>(null);
  const [pendingChanges, setPendingChanges] = useState<RoutineChangeSet | null>(null);
  const [lastApplicationId, setLastApplicationId] = useState<string | null>(null);
  // Advice lands once (docs/decisions/099): what she applied shows as applied and cannot be chosen again (the API
  // refuses it too, 409); undo makes it available again.
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const [lastApplied, setLastApplied] = useState<readonly string[]>([]);
  // Advice her routines already cover, with the routine that covers it (docs/decisions/130).
  const [alreadyHave, setAlreadyHave] = useState<ReadonlyMap<string, string>>(new Map());
  const adviceKey = (r: { type: string; label: string }) => `${r.type}:${r.label.trim().toLowerCase()}`;

  // This week's set as the server holds it, so a reload shows the list as it was: applied ones applied, her last
  // changes still undoable (docs/decisions/156). Read once per visit; taken only when she has not acted yet.
  const current = trpc.weekly.currentRecommendations.useQuery(undefined, { enabled: userId !== '', refetchOnMount: 'always', retry: false });
  const acted = useRef(false);
  useEffect(() => {
    const data = current.data;
    if (acted.current || !current.isSuccess || current.isFetching || !data) return;
    acted.current = true;
    const byId = new Map(data.recommendations.map((r) => [r.id, r] as const));
    setRecommendations(data.recommendations.map(({ applied: _a, alreadyHave: _h, ...r }) => r));
    setSafety(data.safety ?? null);
    setDisclaimer(data.disclaimer ?? null);
    setApplied(new Set(data.recommendations.filter((r) => r.applied).map(adviceKey)));
    setAlreadyHave(new Map(data.recommendations.flatMap((r) => (r.alreadyHave !== undefined ? [[adviceKey(r), r.alreadyHave] as const] : []))));
    setLastApplicationId(data.undo?.applicationId ?? null);
    setLastApplied((data.undo?.recommendationIds ?? []).flatMap((id) => {
      const r = byId.get(id);
      return r ? [adviceKey(r)] : [];
    }));
  }, [current.data, current.isSuccess, current.isFetching]);
  /** She acted (generated, applied, undid): the server's copy is read again next visit, never over her screen. */
  const touched = () => {
    acted.current = true;
    void utils.weekly.currentRecommendations.invalidate();
  };

  const show = (recs: TabRecommendation[]) => {
    setRecommendations(recs);
    setSelected(new Set());
    setAlreadyHave(new Map());
    // The weekly check-in hint reads these titles (spec §2).
    setItem('recommendations', recs.map((r) => ({ title: r.label })));
  };

  const onGenerate = async (reflectionNotes: string) => {
    acted.current = true;
    try {
      const result = await generate.mutateAsync({ reflectionNotes: reflectionNotes.trim() });
      touched();
      setSafety(result.safety ?? null);
      setDisclaimer(result.disclaimer ?? null);
      show(result.recommendations);
      toast.success(MESSAGES.weeklyAnalysisComplete.title);
    } catch (err) {
      console.warn('[weekly-tab] recommendations failed, using local rules', err);
      setSafety(null);
      setDisclaimer(null);
      show(localWeeklyRecommendations(stats ?? EMPTY_WEEKLY_STATS));
      toast.success(MESSAGES.recommendationsGenerated.title);
    }
  };

  const toggle = (key: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const chosen = () => recommendations.filter((r, i) => selected.has(recommendationKey(r, i)));

  const failApply = (err: unknown) => {
    console.warn('[weekly-tab] apply failed', err);
    toast.error(MESSAGES.applyRecommendationsFailed.title, MESSAGES.applyRecommendationsFailed.description);
  };

  /** Step 1 of Apply: ask the server what would change and open the confirm dialog. */
  const onPreview = async () => {
    const recs = chosen();
    if (recs.length === 0) return;
    try {
      const result = await preview.mutateAsync({ recommendations: recs });
      const covered = result.changes.alreadyHave ?? [];
      if (covered.length > 0) {
        // Shown as "You already have this" and taken out of the selection: applying them would add nothing.
        const had = new Map(covered.map((a) => [a.recommendation, a.label] as const));
        const keys = recs.filter((r) => had.has(r.label));
        setAlreadyHave((prev) => new Map([...prev, ...keys.map((r) => [adviceKey(r), had.get(r.label) as string] as const)]));
        setSelected((prev) => new Set([...prev].filter((k) => !recommendations.some((r, i) => recommendationKey(r, i) === k && had.has(r.label)))));
      }
      setPendingChanges(result.changes);
    } catch (err) {
      failApply(err);
    }
  };

  const onUndo = async (applicationId: string) => {
    try {
      await undo.mutateAsync({ applicationId });
      touched();
      setLastApplicationId(null);
      setApplied((prev) => new Set([...prev].filter((k) => !lastApplied.includes(k))));
      setLastApplied([]);
      // The server rebuilt today's plan once with the change (docs/decisions/095): read it again where shown.
      await Promise.all([utils.routines.list.invalidate(), utils.plan.today.invalidate(), utils.logs.get.invalidate()]);
      toast.success(CHANGES_UNDONE.title, CHANGES_UNDONE.description);
    } catch (err) {
      toast.error('Undo Failed', errorMessage(err));
    }
  };

  /** Step 2 of Apply: apply, clear the selection, offer Undo. */
  const onConfirm = async () => {
    const recs = chosen();
    if (recs.length === 0 || (pendingChanges !== null && isEmptyChangeSet(pendingChanges))) {
      setPendingChanges(null);
      return;
    }
    try {
      const result = await apply.mutateAsync({ recommendations: recs });
      touched();
      setPendingChanges(null);
      setSelected(new Set());
      setLastApplicationId(result.applicationId);
      const keys = recs.map(adviceKey);
      setApplied((prev) => new Set([...prev, ...keys]));
      setLastApplied(keys);
      // The server rebuilt today's plan once with the change (docs/decisions/095): read it again where shown.
      await Promise.all([utils.routines.list.invalidate(), utils.plan.today.invalidate(), utils.logs.get.invalidate()]);
      const summary = result.summary.length > 0 ? result.summary.join('. ') + '.' : undefined;
      toast.success(MESSAGES.routinesUpdated.title, summary, {
        action: { label: 'Undo', onClick: () => void onUndo(result.applicationId) },
      });
    } catch (err) {
      setPendingChanges(null);
      if (errorStatus(err) === 409 && errorMessage(err, '').startsWith(ALREADY_HAVE)) {
        // Nothing new (docs/decisions/130): nothing was created.
        setAlreadyHave((prev) => new Map([...prev, ...recs.map((r) => [adviceKey(r), ''] as const)]));
        setSelected(new Set());
        toast.info(ALREADY_HAVE, 'Nothing was changed.');
        return;
      }
      if (errorStatus(err) === 409) {
        // Applied already (in an earlier visit): shown as applied, never applied twice.
        setApplied((prev) => new Set([...prev, ...recs.map(adviceKey)]));
        setSelected(new Set());
        toast.info('Already applied', errorMessage(err, 'You already applied this recommendation.'));
        return;
      }
      failApply(err);
    }
  };

  return {
    recommendations,
    selected,
    safety,
    disclaimer,
    toggle,
    generate: onGenerate,
    generating: generate.isPending,
    preview: onPreview,
    previewing: preview.isPending,
    pendingChanges,
    cancelPreview: () => setPendingChanges(null),
    confirm: onConfirm,
    applying: apply.isPending,
    lastApplicationId,
    isApplied: (r: { type: string; label: string }) => applied.has(adviceKey(r)),
    /** The label of her routine that already covers it ('' when not known), or undefined. */
    alreadyHaveOf: (r: { type: string; label: string }) => alreadyHave.get(adviceKey(r)),
    undo: () => (lastApplicationId ? onUndo(lastApplicationId) : Promise.resolve()),
    undoing: undo.isPending,
  };
}
