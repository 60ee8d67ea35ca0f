// Test-only fixtures for the plan screens (imported by *.test.tsx files only, never by the app).
import { polyfillPointerEvent } from '../../test/trpc-stub';

export const plan = (overrides: Record<string, unknown> = {}) => ({
  userId: 'u1',
  date: '2026-03-03',
  coachNote: '',
  tasks: [],
  adjustments: [],
  dailyMotivation: { message: 'Keep going' },
  personalizedTip: { title: 'Tip', category: 'sleep', difficulty: 'easy', content: 'Rest' },
  safety: null,
  generatedBy: 'rules',
  ...overrides,
});

polyfillPointerEvent();
