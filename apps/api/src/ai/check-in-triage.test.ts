// docs/decisions/075: each safety check runs once, where the contract says. A check-in's note is triaged by the
// domain's adaptPlan (its first step), not again by the coach around it: the triage module is wrapped
// with spies that count every call, whoever makes it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Triage from '../../../../packages/domain/src/safety/triage';
import { mockModel, recordingLog, samplePlan, thyroidUser } from './coach-test-kit';
import { LlmCoach } from './llm-coach';
import { RuleCoach } from './rule-coach';

const triage = vi.hoisted(() => ({ text: 0, many: 0 }));

vi.mock('../../../../packages/domain/src/safety/triage', async (importOriginal) => {
  const original = await importOriginal<typeof Triage>();
  return {
    ...original,
    triageText: (...args: Parameters<typeof original.triageText>) => {
      triage.text += 1;
      return original.triageText(...args);
    },
    triageMany: (...args: Parameters<typeof original.triageMany>) => {
      triage.many += 1;
      return original.triageMany(...args);
    },
  };
});

const calls = () => triage.text + triage.many;
const checkIn = (note: string) => {
  const plan = samplePlan();
  return { plan, note, user: thyroidUser(), routines: [], date: plan.date };
};
const RED_FLAG = 'My chest feels tight and I can’t breathe properly';
const ORDINARY = 'Tired and a bit stiff this morning, my lower back aches.';

describe('a check-in is triaged once', () => {
  beforeEach(() => {
    triage.text = 0;
    triage.many = 0;
  });

  it.each([
    ['a red flag', RED_FLAG],
    ['an ordinary note', ORDINARY],
  ])('by the rule coach: %s', async (_name, note) => {
    const res = await new RuleCoach().adaptPlan(checkIn(note));
    expect(res.safety === null).toBe(note === ORDINARY);
    expect(calls()).toBe(1);
  });

  it('by the LLM coach with a red flag: the rules triage it once and the model is not called', async () => {
    const model = mockModel({});
    const res = await new LlmCoach({ model, log: recordingLog(), timeoutMs: 500 }).adaptPlan(checkIn(RED_FLAG));
    expect(res.safety?.level).toBe('urgent');
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(calls()).toBe(1);
  });
});
