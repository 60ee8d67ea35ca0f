import {
  canAdvanceWizardStep,
  includedRoutines,
  MESSAGES,
  toggleIncluded,
  WELCOME_PLAN_READY,
  wizardForwardLabel,
  type LifeStage,
  type SafetyNotice,
  type WizardProfileDraft,
  type WizardRoutine,
} from '@cadence/domain';
import { Box, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { focusHeadingWhenShown } from '../../components/ui/focus-heading';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { DeferredMount } from '../../components/ui/deferred-mount';
import { PageContainer } from '../../components/ui/page-container';
import { toast } from '../../components/ui/toaster';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { whenIdle } from '../../lib/when-idle';
import { setItem } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { isSpeechRecognitionSupported, useSpeechRecognition, voiceErrorMessage } from '../voice';
import type { ContextMode } from './context-step';
import { WelcomeStep } from './welcome-step';
import { WizardProgress } from './wizard-progress';
import { customRoutine, editedRoutine, toggleTask, withTaskExclusions } from './wizard-tasks';
import { healthAnswered, medicationsToSave, NO_HEALTH_ANSWERS, untickSupplementsUnless, type HealthAnswers } from './health-answers';

// Steps 1–4 are their own chunks (docs/decisions/022: the welcome step is all a first visit needs to paint);
// they are preloaded once the welcome step is up and the browser is idle, so moving on renders at once.
const ProfileStep = lazyPreloaded(() => import('./profile-step'), (m) => m.ProfileStep);
const ContextStep = lazyPreloaded(() => import('./context-step'), (m) => m.ContextStep);
const RoutinesStep = lazyPreloaded(() => import('./routines-step'), (m) => m.RoutinesStep);
const CelebrationStep = lazyPreloaded(() => import('./celebration-step'), (m) => m.CelebrationStep);
// docs/decisions/043: the optional life-stage question under step 1 (skippable; saved after completion).
const HealthQuestions = lazyPreloaded(() => import('./health-questions'), (m) => m.HealthQuestions);
const LifeStageField = lazyPreloaded(() => import('../rhythm/life-stage-field'), (m) => m.LifeStageField);
const loadScreening = () => import('./wizard-screening');
const STEPS = [ProfileStep, ContextStep, RoutinesStep, CelebrationStep, LifeStageField, HealthQuestions];

const EMPTY_PROFILE: WizardProfileDraft = { name: '', email: '', location: '', challenges: [], customChallenge: '' };

/** Why the forward button is disabled (the spec words none; shown as a hint under it). */
const GATE_HINTS: Record<number, string> = {
  1: 'Enter your name and a valid email address to continue.',
  2: 'Write a little more (at least 11 characters) to continue.',
  3: 'Include at least one routine to continue.',
};

const trimmedProfile = (p: WizardProfileDraft) => ({
  name: p.name.trim(),
  email: p.email.trim(),
  location: p.location.trim(),
  challenges: p.challenges,
  customChallenge: p.customChallenge.trim(),
});

/** /onboarding — the stepped wizard: welcome, profile, context, routines, celebration (steps 0-4). */
export function OnboardingPage() {
  // The route change renders only an empty page; the wizard mounts in a transition right after
  // (docs/decisions/022: Total Blocking Time — see DeferredMount). Empty, not 'Loading...': after the splash's
  // fade the page is already empty, so she sees splash → welcome (docs/decisions/091).
  return (
    <DeferredMount fallback={<div className="cadence-page-spinner" aria-busy="true" />}>
      <OnboardingWizard />
    </DeferredMount>
  );
}

function OnboardingWizard() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  useEffect(
    () =>
      whenIdle(() => {
        STEPS.forEach((step) => void step.preload());
        void loadScreening();
      }),
    [],
  );
  const [step, setStep] = useState(0);
  const [profile, setProfile] = useState<WizardProfileDraft>(EMPTY_PROFILE);
  const [context, setContext] = useState('');
  const [routines, setRoutines] = useState<WizardRoutine[]>([]);
  const [excludedTasks, setExcludedTasks] = useState<ReadonlySet<string>>(() => new Set());
  /** Routines she added with 'Add Another Routine' (by position; routines are only ever appended). */
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  // What is saved: unticked tasks left out (a routine with none left is not included).
  const effectiveRoutines = useMemo(() => withTaskExclusions(routines, excludedTasks), [routines, excludedTasks]);
  const [generating, setGenerating] = useState(false);
  const [safety, setSafety] = useState<SafetyNotice | null>(null);
  const [completing, setCompleting] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [voiceUnavailable, setVoiceUnavailable] = useState(false);
  const [lifeStage, setLifeStage] = useState<LifeStage | ''>('');
  // Medicines and pregnancy are asked before supplements are offered (docs/decisions/110).
  const [health, setHealth] = useState<HealthAnswers>(NO_HEALTH_ANSWERS);
  const [mode, setMode] = useState<ContextMode>(() => (isSpeechRecognitionSupported() ? 'voice' : 'text'));
  const contentRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Continuous capture with interim results (spec §4, §9); final words are appended to the text.
  const voice = useSpeechRecognition({
    continuous: true,
    interimResults: true,
    onFinalResult: (text) => setContext((prev) => (prev.trim() ? `${prev.trimEnd()} ${text}` : text)),
    onError: (err) => {
      if (err.kind === 'no-speech') return; // a pause: she can press Start again
      const m = voiceErrorMessage(err, 'continuous');
      toast.error(m.title, m.description);
      setVoiceUnavailable(true);
      setMode('text');
    },
  });

  // Each step's heading takes focus so keyboard and screen-reader users know where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    // The step is a lazy chunk: its heading may come a moment later (docs/decisions/115).
    return contentRef.current ? focusHeadingWhenShown(contentRef.current) : undefined;
  }, [step]);

  const gateOk = canAdvanceWizardStep(step, { profile, context, routines: effectiveRoutines });

  const generate = async () => {
    voice.stop();
    setStep(3);
    setGenerating(true);
    setSafety(null);
    const screening = loadScreening();
    try {
      const res = await utils.client.onboarding.generateRoutines.mutate({
        profile: trimmedProfile(profile),
        context: context.trim(),
        ...(lifeStage !== '' ? { lifeStage } : {}),
        ...(medicationsToSave(health) !== '' ? { medications: medicationsToSave(health) } : {}),
        ...(health.pregnancyStatus !== '' ? { pregnancyStatus: health.pregnancyStatus } : {}),
      });
      const { routinesForLifeStage } = await screening;
      setRoutines(untickSupplementsUnless(healthAnswered(health), routinesForLifeStage(res.routines, lifeStage || null)));
      setExcludedTasks(new Set());
      setAdded(new Set());
      setSafety(res.safety ?? null);
    } catch (err) {
      console.warn('[onboarding] routine generation failed; showing the fallback routines', err);
      toast.error(MESSAGES.generateRoutinesFailed.title);
      const { fallbackWizardRoutines, routinesForLifeStage } = await screening;
      setRoutines(untickSupplementsUnless(healthAnswered(health), routinesForLifeStage(fallbackWizardRoutines(), lifeStage || null)));
      setExcludedTasks(new Set());
      setAdded(new Set());
    } finally {
      setGenerating(false);
    }
  };

  const complete = async () => {
    if (completing) return;
    setCompleting(true);
    try {
      const p = trimmedProfile(profile);
      const { userId } = await utils.client.onboarding.complete.mutate({ profile: p, routines: includedRoutines(effectiveRoutines) });
      if (lifeStage !== '') {
        // Not part of §7's complete call: saved right after (a failure is logged; Edit Profile can set it).
        await utils.client.users.update.mutate({ lifeStage }).catch((err: unknown) => console.warn('[onboarding] life stage not saved', err));
      }
      const medications = medicationsToSave(health);
      if (medications !== '' || health.pregnancyStatus !== '') {
        // Her answers to the medicines and pregnancy questions go on her profile, so screening keeps using them.
        await utils.client.users.update
          .mutate({
            ...(medications !== '' ? { medications } : {}),
            ...(health.pregnancyStatus !== '' ? { pregnancyStatus: health.pregnancyStatus } : {}),
          })
          .catch((err: unknown) => console.warn('[onboarding] medicines not saved', err));
      }
      setItem('wellnessUserId', userId);
      setItem('onboardingCompleted', true);
      setItem('hasCompletedOnboarding', true);
      setItem('userName', p.name);
      setItem('userLocation', p.location);
      toast.success(WELCOME_PLAN_READY);
      setStep(4);
    } catch (err) {
      console.warn('[onboarding] complete failed', err);
      toast.error(MESSAGES.completeOnboardingFailed.title);
    } finally {
      setCompleting(false);
    }
  };

  const forward = () => {
    if (!gateOk) return;
    if (step === 2) void generate();
    else if (step === 3) void complete();
    else setStep((s) => s + 1);
  };

  const back = () => {
    voice.stop();
    setStep((s) => Math.max(0, s - 1));
  };

  const finish = async () => {
    setFinishing(true);
    await utils.invalidate();
    await navigate({ to: '/dashboard' });
  };

  const busy = completing || generating;

  return (
    <PageContainer maxW="2xl">
      <Stack gap="6">
        <WizardProgress step={step} />
        <Box ref={contentRef}>
          <Suspense fallback={<Spinner size="lg" color="brand.solid" role="status" aria-label="Loading" />}>
          {step === 0 ? <WelcomeStep onContinue={() => setStep(1)} /> : null}
          {step === 1 ? (
            <Stack gap="6">
              <ProfileStep profile={profile} onChange={setProfile} />
              <LifeStageField value={lifeStage} onChange={setLifeStage} />
            </Stack>
          ) : null}
          {step === 2 ? (
            <ContextStep
              context={context}
              onChange={setContext}
              mode={mode}
              onModeChange={(m) => {
                if (m === 'text') voice.stop();
                setMode(m);
              }}
              voice={voice}
              voiceUnavailable={voiceUnavailable}
            />
          ) : null}
          {step === 2 ? (
            <Box mt="8">
              <HealthQuestions value={health} onChange={setHealth} />
            </Box>
          ) : null}
          {step === 3 ? (
            <RoutinesStep
              routines={routines}
              excludedTasks={excludedTasks}
              loading={generating}
              safety={safety}
              herWords={[...profile.challenges, profile.customChallenge, context]}
              onToggle={(i) => setRoutines((rs) => rs.map((r, j) => (j === i ? toggleIncluded(r) : r)))}
              onToggleTask={(i, j) => setExcludedTasks((ex) => toggleTask(ex, i, j))}
              onAdd={() => {
                setAdded((a) => new Set(a).add(routines.length));
                setRoutines((rs) => [...rs, customRoutine()]);
              }}
              added={added}
              onEdit={(i, edit) => setRoutines((rs) => rs.map((r, j) => (j === i ? editedRoutine(r, edit) : r)))}
              onGenerate={() => void generate()}
            />
          ) : null}
          {step === 4 ? <CelebrationStep name={profile.name.trim()} busy={finishing} onFinish={() => void finish()} /> : null}
          </Suspense>
        </Box>

        {step >= 1 && step <= 3 ? (
          <Stack gap="2">
            <Flex justify="space-between" gap="3">
              <Button variant="outline" onClick={back} disabled={busy}>
                Back
              </Button>
              <Button colorPalette="brand" onClick={forward} disabled={!gateOk || busy} loading={completing} aria-describedby={!gateOk ? 'wizard-gate-hint' : undefined}>
                {wizardForwardLabel(step)}
              </Button>
            </Flex>
            {!gateOk && !busy ? (
              <Text id="wizard-gate-hint" fontSize="sm" color="fg.muted" textAlign="end">
                {GATE_HINTS[step]}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
