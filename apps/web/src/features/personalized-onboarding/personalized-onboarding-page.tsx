import {
  MESSAGES,
  ONBOARDING_QUESTION_COUNT,
  ONBOARDING_QUESTIONS,
  validateOnboardingAnswer,
  welcomeProgramReadyMessage,
  type LifeStage,
  type SafetyNotice,
} from '@cadence/domain';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageContainer } from '../../components/ui/page-container';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { useSpeechRecognition, voiceErrorMessage } from '../voice';
import { AnalyzingScreen } from './analyzing-screen';
import type { PlanPreview } from './plan-preview';
import type * as PlanStepModule from './plan-step';
import { QuestionStep } from './question-step';
import type { SaveProgress } from './save-personalized-plan';
import { whenIdle } from '../../lib/when-idle';

/** How long the 'Creating Your Personalized Plan' screen stays up at least (the analysis itself is instant). */
export const ANALYZING_MS = 900;

/** '✓ Welcome to Cadence! Your {program} is ready to begin.' (spec §8, product name filled in). */
export const welcomeToast = welcomeProgramReadyMessage;

type Phase = 'questions' | 'analyzing' | 'result';

// docs/decisions/043: the optional life-stage question on the result screen (own chunk).
// What comes after the last answer (rules, result screen, save): its own chunk (./plan-step.ts).
type PlanStep = typeof PlanStepModule;
const loadPlanStep = () => import('./plan-step');

const LifeStageField = lazy(() => import('../rhythm/life-stage-field').then((m) => ({ default: m.LifeStageField })));

/** /personalized-onboarding — five questions (typed or spoken), then the personalised plan. */
export function PersonalizedOnboardingPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [phase, setPhase] = useState<Phase>('questions');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<string[]>(() => ONBOARDING_QUESTIONS.map(() => ''));
  const [showRequired, setShowRequired] = useState(false);
  const [preview, setPreview] = useState<PlanPreview | null>(null);
  const [saving, setSaving] = useState(false);
  const [safety, setSafety] = useState<SafetyNotice[]>([]);
  const [lifeStage, setLifeStage] = useState<LifeStage | ''>('');
  const [planStep, setPlanStep] = useState<PlanStep | null>(null);
  const progress = useRef<SaveProgress | null>(null);
  useEffect(() => whenIdle(() => void loadPlanStep()), []);
  const indexRef = useRef(index);
  indexRef.current = index;

  const setAnswer = (i: number, value: string | ((prev: string) => string)) =>
    setAnswers((prev) => prev.map((a, j) => (j === i ? (typeof value === 'function' ? value(a) : value) : a)));

  // Single, non-continuous result per recording (spec §9); the words are appended to the answer.
  const voice = useSpeechRecognition({
    continuous: false,
    interimResults: false,
    onFinalResult: (text) => setAnswer(indexRef.current, (prev) => (prev.trim() ? `${prev.trimEnd()} ${text}` : text)),
    onError: (err) => {
      const m = voiceErrorMessage(err, 'single');
      toast.error(m.title, m.description);
    },
  });

  useEffect(() => {
    if (phase !== 'analyzing') return;
    const t = window.setTimeout(() => setPhase('result'), ANALYZING_MS);
    return () => window.clearTimeout(t);
  }, [phase]);

  const goTo = (i: number) => {
    voice.stop();
    setShowRequired(false);
    setIndex(i);
  };

  const onNext = () => {
    if (!validateOnboardingAnswer(answers[index] ?? '').ok) {
      setShowRequired(true);
      return;
    }
    if (index < ONBOARDING_QUESTION_COUNT - 1) {
      goTo(index + 1);
      return;
    }
    voice.stop();
    setPhase('analyzing');
    window.scrollTo({ top: 0 });
    loadPlanStep().then(
      (m) => {
        setPlanStep(m);
        setPreview(m.buildPlanPreview(answers));
      },
      (err: unknown) => {
        console.warn('[personalized-onboarding] could not load the plan step', err);
        toast.error(MESSAGES.createProfileFailed.title, MESSAGES.createProfileFailed.description);
        setPhase('questions');
      },
    );
  };

  const finish = async (programName: string) => {
    await utils.invalidate();
    toast.success(welcomeToast(programName));
    await navigate({ to: '/dashboard' });
  };

  const onStart = async () => {
    if (!preview || !planStep || saving) return;
    setSaving(true);
    try {
      progress.current ??= planStep.newSaveProgress();
      const saved = await planStep.savePersonalizedPlan(utils.client, preview, progress.current, lifeStage || null);
      if (saved.safety.length > 0) {
        setSafety(saved.safety);
        setSaving(false);
        window.scrollTo({ top: 0 });
        return;
      }
      await finish(saved.programName);
    } catch (err) {
      console.warn('[personalized-onboarding] Failed to create user', err);
      toast.error(MESSAGES.createProfileFailed.title, MESSAGES.createProfileFailed.description);
      setSaving(false);
    }
  };

  const question = ONBOARDING_QUESTIONS[index]!;

  return (
    <PageContainer maxW="3xl">
      {phase === 'questions' ? (
        <QuestionStep
          number={index + 1}
          question={question}
          answer={answers[index] ?? ''}
          onAnswerChange={(v) => {
            setAnswer(index, v);
            if (v.trim()) setShowRequired(false);
          }}
          showRequired={showRequired}
          onNext={onNext}
          onBack={() => goTo(Math.max(0, index - 1))}
          voice={voice}
        />
      ) : phase === 'analyzing' || !preview || !planStep ? (
        <AnalyzingScreen />
      ) : (
        <planStep.PlanResult
          preview={{ ...preview, recommendations: planStep.recommendationsForLifeStage(preview.recommendations, lifeStage || null) }}
          extra={
            <Suspense fallback={null}>
              <LifeStageField value={lifeStage} onChange={setLifeStage} />
            </Suspense>
          }
          saving={saving}
          onStart={() => void onStart()}
          safety={safety}
          onContinueAfterSafety={() => void finish(preview.programName)}
          onProfileChange={(edits) => setPreview((p) => (p ? planStep.withProfileCorrections(p, edits) : p))}
        />
      )}
    </PageContainer>
  );
}
