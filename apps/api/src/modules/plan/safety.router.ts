import { IdSchema, IsoDateSchema, SafetyFollowUpAnswerSchema } from '@cadence/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';

// Safety notice operations (issue 16), old style in their own file so the lead can convert them
// to operation declarations mechanically. All logic lives in SafetyNoticeService.
const UserIdInput = z.strictObject({ userId: IdSchema });
const DayInput = z.strictObject({ userId: IdSchema, date: IsoDateSchema });

export const safetyRouter = router({
  /** Today's notice until dismissed, else the next-day follow-up, else null. */
  current: protectedProcedure
    .input(UserIdInput.extend({ today: IsoDateSchema.optional() }))
    .query(({ ctx, input }) => ctx.services.safetyNotices.current(ctx.actor, input.userId, ctx.timeZone, input.today)),
  dismiss: protectedProcedure
    .input(DayInput)
    .mutation(({ ctx, input }) => ctx.services.safetyNotices.dismiss(ctx.actor, input.userId, input.date)),
  followUp: protectedProcedure
    .input(DayInput.extend({ answer: SafetyFollowUpAnswerSchema }))
    .mutation(({ ctx, input }) => ctx.services.safetyNotices.answer(ctx.actor, input.userId, input.date, input.answer)),
});
