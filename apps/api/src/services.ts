import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { Env } from './env';
import { createCoach } from './ai/create-coach';
import { OnboardingRepository } from './modules/onboarding/onboarding.repository';
import { OnboardingService } from './modules/onboarding/onboarding.service';
import { RoutineRepository } from './modules/routines/routine.repository';
import { RoutineService } from './modules/routines/routine.service';
import { SessionRepository } from './modules/sessions/session.repository';
import { SessionService } from './modules/sessions/session.service';
import { UserRepository } from './modules/users/user.repository';
import { UserService } from './modules/users/user.service';
import { WeeklyRepository } from './modules/weekly/weekly.repository';
import { WeeklyService } from './modules/weekly/weekly.service';
import { PublicProfileService } from './modules/public-profile/public-profile.service';
import { LogRepository } from './modules/logs/log.repository';
import { LogService } from './modules/logs/log.service';
import { PlanRepository } from './modules/plan/plan.repository';
import { PlanService } from './modules/plan/plan.service';
import { AccountService } from './modules/account/account.service';
import { ClinicianSummaryService } from './modules/clinician-summary/clinician-summary.service';
import { PasskeyRepository } from './modules/passkeys/passkeys.repository';
import { PasskeyService } from './modules/passkeys/passkeys.service';
import { webAuthnConfig } from './modules/passkeys/webauthn-config';
import { RhythmService } from './modules/rhythm/rhythm.service';
import { RateLimitRepository } from './modules/rate-limits/rate-limit.repository';
import { RateLimitService } from './modules/rate-limits/rate-limit.service';
import { SafetyNoticeService } from './modules/safety/safety-notice.service';
import { IdempotencyRepository } from './modules/idempotency/idempotency.repository';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { NoteTriageService } from './modules/safety/note-triage.service';
import { sharedNoteModel, type NoteModelStatus } from './ai/note-model';

/**
 * The composition root: one instance of every service (and of every repository) per server.
 * Operations (src/modules/<m>/<m>.operations.ts) call these and nothing else; modules meet only through services.
 */
export function createServices(
  conn: Connection,
  env: Env,
  log: Logger,
  now: () => Date = () => new Date(),
  noteModel: () => Promise<NoteModelStatus> = sharedNoteModel,
) {
  // Every note is read by the rules and, when it loaded, the note model (docs/decisions/105).
  const noteTriage = new NoteTriageService(noteModel);
  const sessions = new SessionService(new SessionRepository(conn), now);
  const users = new UserService(new UserRepository(conn), now);
  const coach = createCoach(env, log);
  // Routine cards carry supplement cautions for her current profile (docs/decisions/039).
  // Her profile plus the medicines she named and has not answered about yet (docs/decisions/110).
  const routines = new RoutineService(new RoutineRepository(conn), now, (userId) => users.screeningProfile(userId));
  const onboarding = new OnboardingService({ repo: new OnboardingRepository(conn), users, routines, coach, log });
  const logs = new LogService(new LogRepository(conn));
  const plans = new PlanRepository(conn);
  const plan: PlanService = new PlanService({ plans, logs, routines, users, coach: () => coach, safetyNotices: () => safetyNotices, noteTriage, now, log });
  // Safety notices are kept with the day's plan: the safety module stores them through the plan's service.
  const safetyNotices: SafetyNoticeService = new SafetyNoticeService(plan, now);
  // Workflow lives in the services (docs/decisions/095): today's plan follows her routines and her log ticks,
  // whoever calls them; the listeners keep the module graph one-way (plan → routines, logs).
  routines.onRoutinesChanged((userId, timeZone) => plan.refreshToday(userId, timeZone));
  logs.onRoutineTicksSaved((userId, savedLog, routineIds, timeZone) => plan.syncFromLog(userId, savedLog, routineIds, timeZone));
  logs.onNotesSaved(async (userId, log, timeZone, written) => {
    if (written) await plan.triageLogNote(userId, log.date, written, timeZone);
    await users.noteMedicines(userId, [log.reading], 'log_note');
  });
  const weekly = new WeeklyService(new WeeklyRepository(conn), routines, logs, users, coach, now, plan);
  const publicProfile = new PublicProfileService(users, routines, now);
  const passkeys = new PasskeyService({
    repo: new PasskeyRepository(conn),
    users,
    config: webAuthnConfig(env),
    now,
  });
  const idempotency = new IdempotencyService(new IdempotencyRepository(conn), now);
  const account = new AccountService({
    ports: [users.userData, onboarding.userData, routines.userData, plan.userData, logs.userData, weekly.userData, idempotency.userData],
    erasers: [passkeys, { deleteAllFor: (userId) => sessions.endAllFor(userId) }],
    // Her account's tombstone is written before anything is deleted; a write is kept only if she is live after it (docs/decisions/100).
    tombstone: (userId) => users.markErasing(userId),
    isLive: (userId) => users.isLive(userId),
    slugTaken: async (slug) => (await users.findBySlug(slug)) !== null,
    now,
    log,
  });
  const clinicianSummary = new ClinicianSummaryService({ account, now });
  const rhythm = new RhythmService({ users, routines, logs, plans: plan });
  // Wall-clock windows (shared by every instance), never a test's clock.
  const rateLimits = new RateLimitService(new RateLimitRepository(conn));
  return { env, log, now, idempotency, noteTriage, sessions, rateLimits, users, coach, routines, onboarding, logs, plan, safetyNotices, weekly, publicProfile, account, clinicianSummary, passkeys, rhythm };
}

export type Services = ReturnType<typeof createServices>;
