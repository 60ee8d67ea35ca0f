import { IsoDateSchema, SafetyFollowUpAnswerSchema, SafetyNoticeSchema, strictObject } from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';

const DayInput = strictObject({ date: IsoDateSchema });
const CurrentSafetySchema = strictObject({ kind: z.enum(['notice', 'follow-up']), date: IsoDateSchema, notice: SafetyNoticeSchema }).nullable();

/**
 * Safety notices kept with the day's plan (docs/decisions/037): the dashboard shows today's notice until she
 * hides it; the next day it asks how she is now. tRPC only (no spec REST path).
 */
export const safetyOperations = {
  current: defineOperation({
    summary: "Today's safety notice until dismissed, else the next-day follow-up question, else null.",
    kind: 'read',
    access: 'user',
    input: strictObject({ today: IsoDateSchema.optional() }),
    output: CurrentSafetySchema,
    run: (ctx, input) => ctx.services.safetyNotices.current(ctx.userId, ctx.timeZone, input.today),
  }),
  dismiss: defineOperation({
    summary: 'Hide the safety notice of a day (it stays stored for the follow-up).',
    kind: 'write',
    access: 'user',
    input: DayInput,
    output: SafetyNoticeSchema,
    run: (ctx, input) => ctx.services.safetyNotices.dismiss(ctx.userId, input.date),
  }),
  followUp: defineOperation({
    summary: "Her answer to 'How are you now?' (better / same / worse); returns the notice, so 'worse' can show the action again.",
    kind: 'write',
    access: 'user',
    input: DayInput.extend({ answer: SafetyFollowUpAnswerSchema }),
    output: SafetyNoticeSchema,
    run: (ctx, input) => ctx.services.safetyNotices.answer(ctx.userId, input.date, input.answer),
  }),
};
