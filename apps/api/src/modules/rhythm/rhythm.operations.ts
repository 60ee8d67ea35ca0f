import { RhythmSummarySchema } from '@cadence/domain';
import { defineOperation } from '../../operations/define';

/** docs/decisions/043: her rhythm, habit strengths, what helps and chart series in one read. */
export const rhythmOperations = {
  summary: defineOperation({
    summary: "Today's cycle phase (or life-stage support), habit strength per routine and for the programme, what helps, symptom patterns and chart series.",
    kind: 'read',
    access: 'user',
    output: RhythmSummarySchema,
    run: (ctx) => ctx.services.rhythm.summary(ctx.userId, ctx.timeZone),
  }),
};
