// Proof by model (docs/decisions/098-one-day-model-test.md): random sequences of the day's operations against the
// API on the real database, for one session and for two sessions of the same person (each with its own, possibly
// stale, view of the plan). After every step the invariants below must hold; a failing run prints its shrunk
// sequence of commands (fast-check).
//
// Invariants, checked on the day as stored after every command:
//  1. plan and Log agree: a task of a routine is done exactly when the log has all that routine's steps ticked;
//  2. one count: the CSV's row of today, the weekly statistics and the clinician summary (the PDF's model) count
//     what the plan and the log say (tasks done / total, each category);
//  3. no duplicate: no task id, routine task or non-manual label twice in the plan; no two active routines with
//     the same name or the same steps;
//  4. the coach note names only tasks that exist, in their real order ("next up" is the first task left; the
//     tasks it put up are in that order on her list), and on a rest or sick day it asks nothing of her.
// And per command: a tick by id moves that task and no other (a task gone since answers 409); a position sent with
// an old plan version answers 409; a check-in, a routine change, an applied or undone recommendation keep every
// tick; an undo restores her routines exactly.
import { testDbName } from '@cadence/db';
import { dayProgress, localIsoDate, primaryIntents, REST_DAY_MOTIVATION, REST_DAY_NOTE, sharesIntent, type DailyLog, type DailyPlan, type Routine } from '@cadence/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, seedRoutines, startTestServer, TEST_ENV, TestBrowser, TestClock, trpcMutation, type TestServer } from '../../testing/test-server';

/** Runs in CI (`pnpm test`); MODEL_RUNS overrides it locally (e.g. 2000 to search harder). */
const RUNS = Number(process.env.MODEL_RUNS ?? 500);
const MAX_COMMANDS = 7;
const START = '2026-11-25T09:00:00Z';

let server: TestServer;
const clock = new TestClock(START);

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_one_day_model'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const today = () => localIsoDate(clock.now(), 'UTC');


/** The system under test for one run: her, two browsers on her session, what each last saw, the undo stack. */
interface World {
  userId: string;
  sessions: [TestBrowser, TestBrowser];
  twoSessions: boolean;
  views: [DailyPlan | null, DailyPlan | null];
  applied: { applicationId: string; routinesBefore: Routine[]; key: string }[];
  addCounter: number;
}

/** fast-check's model: what the run knows without asking (the rest is read back and checked). */
interface Model {
  dayMark: 'rest' | 'sick' | null;
}

// ------------------------------------------------------------------------------------------------
// Reading the day

async function readPlan(w: World, s = 0): Promise<DailyPlan> {
  const res = await w.sessions[s]!.request('GET', `/api/wellness/insight/daily-plan/${w.userId}`);
  expect(res.status, res.text).toBe(200);
  return res.json as DailyPlan;
}

async function readLog(w: World): Promise<DailyLog | null> {
  const res = await w.sessions[0].request('GET', `/api/wellness/users/${w.userId}/logs/${today()}`);
  if (res.status === 404) return null;
  expect(res.status, res.text).toBe(200);
  return res.json as DailyLog;
}

async function readRoutines(w: World): Promise<Routine[]> {
  const res = await w.sessions[0].request('GET', `/api/wellness/users/${w.userId}/routines`);
  expect(res.status).toBe(200);
  return res.json as Routine[];
}

const statuses = (plan: DailyPlan) => new Map(plan.tasks.map((t) => [t.id, t.status]));

function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"')));
}

/** The routine's steps all ticked in the log (a routine without steps: its type flag). */
function loggedComplete(log: DailyLog | null, routine: Routine): boolean {
  if (!log) return false;
  if (routine.subtasks.length === 0) return log.completed[routine.type as keyof DailyLog['completed']] === true;
  const ticks = log.subtasks[routine.id] ?? {};
  return routine.subtasks.every((s) => ticks[s.id] === true);
}

const CATEGORIES = ['movement', 'nutrition', 'mindfulness', 'supplement'] as const;

/** Every invariant of the day as stored (see the header). */
async function checkInvariants(w: World, m: Model): Promise<void> {
  const [plan, log, routines] = await Promise.all([readPlan(w), readLog(w), readRoutines(w)]);
  const byId = new Map(routines.map((r) => [r.id, r]));

  // 1. plan and Log agree on every task of a routine.
  for (const t of plan.tasks) {
    const routine = t.routineId !== undefined ? byId.get(t.routineId) : undefined;
    if (!routine) continue;
    expect(t.status === 'done', `plan and Log disagree on “${t.label}”`).toBe(loggedComplete(log, routine));
  }

  // 3. no duplicate task or routine.
  const ids = plan.tasks.map((t) => t.id);
  expect(ids.every((id) => typeof id === 'string'), 'every task has an id').toBe(true);
  expect(new Set(ids).size, 'task ids are unique').toBe(ids.length);
  const routineTasks = plan.tasks.flatMap((t) => (t.routineId !== undefined ? [t.routineId] : []));
  expect(new Set(routineTasks).size, 'a routine has one task').toBe(routineTasks.length);
  const labels = plan.tasks.filter((t) => t.source !== 'manual').map((t) => t.label.toLowerCase());
  expect(new Set(labels).size, `no label twice: ${labels.join(' | ')}`).toBe(labels.length);
  // One task per idea: a task a check-in added is not kept beside a routine task of the same idea (applied advice).
  for (const t of plan.tasks.filter((x) => x.source === 'adjustment_add' && x.routineId === undefined && x.status !== 'done')) {
    const same = plan.tasks.find((x) => {
      const r = x.routineId !== undefined ? byId.get(x.routineId) : undefined;
      return r !== undefined && sharesIntent(primaryIntents(r.label, r.notes ?? ''), primaryIntents(t.label, t.notes ?? ''));
    });
    expect(same?.label, `“${t.label}” beside the routine task of the same idea`).toBeUndefined();
  }
  const active = routines.filter((r) => r.active !== false);
  const names = active.map((r) => r.label.trim().toLowerCase());
  expect(new Set(names).size, `no routine twice: ${names.join(' | ')}`).toBe(names.length);
  for (const [i, a] of active.entries()) {
    for (const b of active.slice(i + 1)) {
      const same = sharesIntent(primaryIntents(a.label, a.notes ?? ''), primaryIntents(b.label, b.notes ?? ''));
      expect(same, `two routines for one idea: “${a.label}” and “${b.label}”`).toBe(false);
    }
  }
  const steps = active.filter((r) => r.subtasks.length > 0).map((r) => r.subtasks.map((s) => s.name.toLowerCase()).sort().join('|'));
  expect(new Set(steps).size, 'no two routines with the same steps').toBe(steps.length);

  // 2. one count: CSV, weekly statistics and the clinician summary count what the plan and the log say.
  const progress = dayProgress({ tasks: plan.tasks });
  const categoryDone = (c: (typeof CATEGORIES)[number]) => log?.completed[c] === true || plan.tasks.some((t) => t.category === c && t.status === 'done');
  const csvRes = await w.sessions[0].fetch(`${server.url}/api/wellness/users/${w.userId}/export?format=csv`);
  expect(csvRes.status).toBe(200);
  const [header, ...rows] = parseCsv(await csvRes.text());
  const row = rows.find((r) => r[0] === today());
  expect(row, "today's CSV row").toBeDefined();
  const col = (name: string) => row![header!.indexOf(name)];
  expect([Number(col('tasks_done')), Number(col('tasks_total'))], 'CSV counts = plan').toEqual([progress.done, progress.total]);
  for (const c of CATEGORIES) {
    const planned = plan.tasks.some((t) => t.category === c);
    expect(col(c), `CSV ${c}`).toBe(categoryDone(c) ? 'done' : planned ? 'not done' : '');
  }
  const stats = await w.sessions[0].request('GET', `/api/wellness/users/${w.userId}/weekly-stats`);
  expect(stats.status).toBe(200);
  for (const c of ['movement', 'nutrition', 'mindfulness'] as const) expect(stats.json.categoryStats[c], `weekly ${c}`).toBe(categoryDone(c) ? 1 : 0);
  if (progress.done > 0) expect(stats.json.completedDays, 'a day with a done task is active').toBe(1);
  expect(stats.json.totalDays, 'days count from the day she joined (today)').toBe(1);
  const summary = await server.services.clinicianSummary.model(w.userId, {}, 'UTC');
  const week = summary.weeks.at(-1);
  expect([week?.tasksDone, week?.tasksTotal], 'PDF counts = plan').toEqual([progress.done, progress.total]);
  for (const c of CATEGORIES) expect(week?.categories[c].done, `PDF ${c}`).toBe(categoryDone(c) ? 1 : 0);

  // 4. the note names only tasks that exist, in their real order.
  const note = plan.coachNote;
  const taskLabels = plan.tasks.map((t) => t.label);
  const quoted = [...note.matchAll(/“([^”]+)”/g)].map((x) => x[1] as string);
  for (const q of quoted) expect(taskLabels, `the note names “${q}”, which is not a task: ${note}`).toContain(q);
  const firstLeft = plan.tasks.find((t) => t.status !== 'done')?.label;
  const nextUp = /(?:next up is|starting with|Begin with|A good place to start is) “([^”]+)”/.exec(note)?.[1];
  if (nextUp !== undefined) expect(nextUp, `“next up” is the first task left: ${note}`).toBe(firstLeft);
  const put = /put ((?:“[^”]+”(?: first| next|, then| and)*\s?)+)/.exec(note)?.[1];
  if (put) {
    const order = [...put.matchAll(/“([^”]+)”/g)].map((x) => taskLabels.indexOf(x[1] as string));
    expect(order, `the tasks put up are in that order on her list: ${note}`).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size, `a name once: ${note}`).toBe(order.length);
  }
  if (m.dayMark) {
    expect(note, 'a rest day asks nothing of her').toContain(REST_DAY_NOTE);
    expect(note).not.toMatch(/next up|to go|Begin with|place to start/);
    expect(plan.dailyMotivation.message).toBe(REST_DAY_MOTIVATION);
  } else expect(note).not.toContain(REST_DAY_NOTE);
}

// ------------------------------------------------------------------------------------------------
// Commands

type Cmd = fc.AsyncCommand<Model, World, false>;

const sessionOf = (w: World, s: number) => (w.twoSessions ? s : 0);

async function viewOf(w: World, s: number): Promise<DailyPlan> {
  return (w.views[s] ??= await readPlan(w, s));
}

/** Tick or untick a task of this session's view by its id (the web, the SDK). */
class TickById implements Cmd {
  constructor(readonly session: number, readonly pick: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const s = sessionOf(w, this.session);
    const view = await viewOf(w, s);
    const task = view.tasks[this.pick % Math.max(1, view.tasks.length)];
    if (!task) return;
    const status = task.status === 'done' ? 'pending' : 'done';
    const before = await readPlan(w);
    const res = await trpcMutation(w.sessions[s]!, 'plan.updateTask', { taskId: task.id, status });
    const after = await readPlan(w);
    if (before.tasks.some((t) => t.id === task.id)) {
      expect(res.status, res.text).toBe(200);
      for (const t of after.tasks) expect(t.status, `tick of “${task.label}” moved “${t.label}”`).toBe(t.id === task.id ? status : statuses(before).get(t.id));
      w.views[s] = res.data as DailyPlan;
    } else {
      expect(res.status, 'a task gone since is refused').toBe(409);
      expect(statuses(after)).toEqual(statuses(before));
    }
    await checkInvariants(w, m);
  }
  toString = () => `TickById(session ${this.session}, task #${this.pick})`;
}

/** The spec's REST tick by position, with the plan version this session saw. */
class TickByIndex implements Cmd {
  constructor(readonly session: number, readonly pick: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const s = sessionOf(w, this.session);
    const view = await viewOf(w, s);
    if (view.tasks.length === 0) return;
    const index = this.pick % view.tasks.length;
    const status = view.tasks[index]!.status === 'done' ? 'pending' : 'done';
    const before = await readPlan(w);
    const res = await w.sessions[s]!.request('PATCH', `/api/wellness/insight/daily-plan/${w.userId}/task/${index}`, { status, version: view.version });
    const after = await readPlan(w);
    if (before.version === view.version) {
      expect(res.status, res.text).toBe(200);
      for (const [i, t] of after.tasks.entries()) expect(t.status).toBe(i === index ? status : before.tasks[i]!.status);
      w.views[s] = res.json as DailyPlan;
    } else {
      expect(res.status, 'a position in an old version is refused').toBe(409);
      expect(statuses(after)).toEqual(statuses(before));
    }
    await checkInvariants(w, m);
  }
  toString = () => `TickByIndex(session ${this.session}, position #${this.pick})`;
}

class AddTask implements Cmd {
  constructor(readonly session: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const s = sessionOf(w, this.session);
    const before = await readPlan(w);
    w.addCounter += 1;
    const label = `Call a friend ${w.addCounter}`;
    const res = await w.sessions[s]!.request('POST', `/api/wellness/insight/daily-plan/${w.userId}/add-task`, { label });
    if (before.tasks.length >= 20) expect(res.status).toBe(409);
    else {
      expect(res.status, res.text).toBe(200);
      const after = res.json as DailyPlan;
      expect(after.tasks.slice(0, before.tasks.length).map((t) => [t.id, t.status])).toEqual(before.tasks.map((t) => [t.id, t.status]));
      expect(after.tasks.at(-1)).toMatchObject({ label, status: 'pending', source: 'manual' });
      w.views[s] = after;
    }
    await checkInvariants(w, m);
  }
  toString = () => `AddTask(session ${this.session})`;
}

const QUIET_NOTE = 'all fine today, nothing new';
/** Check-in notes: ones that add tasks, ones that move what she has up, one that changes nothing. */
const NOTES = [
  'slept badly, lower back pain, a bit anxious',
  'feeling stressed about work',
  'bloated after lunch',
  QUIET_NOTE,
  'tired and a headache',
  'stressed, and the hot flushes are back',
] as const;

class CheckIn implements Cmd {
  constructor(readonly session: number, readonly note: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const s = sessionOf(w, this.session);
    const before = await readPlan(w);
    const res = await w.sessions[s]!.request('POST', '/api/wellness/insight/adapt-plan', { userId: w.userId, transcript: NOTES[this.note], inputMode: 'text' });
    expect(res.status, res.text).toBe(200);
    const after = await readPlan(w);
    // A check-in keeps every task and every tick.
    const now = statuses(after);
    for (const t of before.tasks) expect(now.get(t.id), `check-in lost “${t.label}” or its tick`).toBe(t.status);
    // The note names only this check-in's changes: after one that changes nothing, no earlier change is re-announced.
    if (NOTES[this.note] === QUIET_NOTE) {
      expect(res.json.changed).toBe(false);
      expect(after.coachNote, 'a check-in that changed nothing announces no change').not.toMatch(/\bput “|lighter|\badded\b/);
    }
    // "I put X first" is true on screen: nothing left to do above it.
    const first = /put “([^”]+)” first/.exec(after.coachNote)?.[1];
    if (first !== undefined) {
      const at = after.tasks.findIndex((t) => t.label === first);
      expect(after.tasks.slice(0, at).every((t) => t.status === 'done'), `“${first}” is not first: ${after.tasks.map((t) => t.label).join(' | ')}`).toBe(true);
    }
    w.views[s] = res.json.dailyPlan as DailyPlan;
    await checkInvariants(w, m);
  }
  toString = () => `CheckIn(session ${this.session}, “${NOTES[this.note]}”)`;
}

/** A step of a routine ticked or unticked in the Log (the web sends the routine's whole map of ticks). */
class SubtaskTick implements Cmd {
  constructor(readonly routine: number, readonly step: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const routines = (await readRoutines(w)).filter((r) => r.active !== false && r.subtasks.length > 0);
    const routine = routines[this.routine % Math.max(1, routines.length)];
    if (!routine) return;
    const step = routine.subtasks[this.step % routine.subtasks.length]!;
    const log = await readLog(w);
    const ticks = { ...(log?.subtasks[routine.id] ?? {}) };
    ticks[step.id] = !ticks[step.id];
    const res = await w.sessions[0].request('POST', '/api/wellness/logs', { userId: w.userId, date: today(), subtasks: { [routine.id]: ticks } });
    expect(res.status, res.text).toBe(200);
    const plan = await readPlan(w);
    const task = plan.tasks.find((t) => t.routineId === routine.id);
    if (task) expect(task.status).toBe(routine.subtasks.every((x) => ticks[x.id] === true) ? 'done' : 'pending');
    await checkInvariants(w, m);
  }
  toString = () => `SubtaskTick(routine #${this.routine}, step #${this.step})`;
}

class DayMark implements Cmd {
  constructor(readonly mark: 'rest' | 'sick' | null) {}
  check = () => true;
  async run(m: Model, w: World) {
    const res = await w.sessions[0].request('POST', '/api/wellness/logs', { userId: w.userId, date: today(), dayMark: this.mark });
    expect(res.status, res.text).toBe(200);
    m.dayMark = this.mark;
    const motivation = await w.sessions[0].request('GET', `/api/wellness/users/${w.userId}/daily-motivation`);
    if (this.mark) expect(motivation.json.message).toBe(REST_DAY_MOTIVATION);
    else expect(motivation.json.message).not.toBe(REST_DAY_MOTIVATION);
    await checkInvariants(w, m);
  }
  toString = () => `DayMark(${this.mark})`;
}

/** Her weekly reflection → the coach's recommendations → the first one applied (preview skipped, as the API allows). */
class ApplyRecommendation implements Cmd {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const recs = await w.sessions[0].request('POST', '/api/wellness/weekly-recommendations', { userId: w.userId, reflectionNotes: 'My lower back hurts and I sleep badly; breathing helped' });
    expect(recs.status, recs.text).toBe(200);
    const list = recs.json.recommendations as { id: string }[];
    if (list.length === 0) return;
    const rec = list[this.pick % list.length]! as { id: string; type: string; label: string };
    const key = `${rec.type}:${rec.label.trim().toLowerCase()}`;
    const before = await readPlan(w);
    const routinesBefore = await readRoutines(w);
    const res = await w.sessions[0].request('POST', '/api/wellness/apply-recommendations', { userId: w.userId, recommendations: [rec] });
    // Advice lands once: applied and not undone, the same recommendation is refused.
    if (w.applied.some((a) => a.key === key)) expect(res.status, 'the same advice applied twice').toBe(409);
    else if (res.status === 409 && res.text === 'You already have this.') {
      // Nothing new in it (docs/decisions/130): nothing is created or changed.
      expect(await readRoutines(w), 'advice she already has changed her routines').toEqual(routinesBefore);
    } else {
      expect(res.status, res.text).toBe(200);
      w.applied.push({ applicationId: res.json.applicationId, routinesBefore, key });
    }
    const now = statuses(await readPlan(w));
    for (const t of before.tasks) if (now.has(t.id)) expect(now.get(t.id), `applying advice changed the tick of “${t.label}”`).toBe(t.status);
    await checkInvariants(w, m);
  }
  toString = () => `ApplyRecommendation(#${this.pick})`;
}

class Undo implements Cmd {
  check = () => true;
  async run(m: Model, w: World) {
    const last = w.applied.pop();
    if (!last) return;
    const before = await readPlan(w);
    const res = await w.sessions[0].request('POST', `/api/wellness/apply-recommendations/${last.applicationId}/undo`);
    expect(res.status, res.text).toBe(200);
    const strip = (list: Routine[]) => list.map(({ caution: _c, ...r }) => r).sort((a, b) => a.id.localeCompare(b.id));
    expect(strip(await readRoutines(w)), 'undo restores her routines exactly').toEqual(strip(last.routinesBefore));
    const now = statuses(await readPlan(w));
    for (const t of before.tasks) if (now.has(t.id)) expect(now.get(t.id)).toBe(t.status);
    await checkInvariants(w, m);
  }
  toString = () => 'Undo()';
}

class Reload implements Cmd {
  constructor(readonly session: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    const s = sessionOf(w, this.session);
    w.views[s] = await readPlan(w, s);
    await checkInvariants(w, m);
  }
  toString = () => `Reload(session ${this.session})`;
}

const session = fc.constantFrom(0, 1);
const pick = fc.nat({ max: 9 });
const commands = [
  fc.tuple(session, pick).map(([s, p]) => new TickById(s, p)),
  fc.tuple(session, pick).map(([s, p]) => new TickById(s, p)),
  fc.tuple(session, pick).map(([s, p]) => new TickByIndex(s, p)),
  session.map((s) => new AddTask(s)),
  fc.tuple(session, fc.nat({ max: NOTES.length - 1 })).map(([s, n]) => new CheckIn(s, n)),
  fc.tuple(pick, pick).map(([r, st]) => new SubtaskTick(r, st)),
  fc.constantFrom<'rest' | 'sick' | null>('rest', 'sick', null).map((mark) => new DayMark(mark)),
  pick.map((p) => new ApplyRecommendation(p)),
  fc.constant(new Undo()),
  session.map((s) => new Reload(s)),
];

/** A fresh person for one run: three daily routines with steps, today's plan read by both sessions. */
async function newWorld(twoSessions: boolean): Promise<World> {
  clock.set(START);
  const { browser, userId } = await newUser(server.url, 'Priya');
  await seedRoutines(server, userId, [
    { type: 'other', label: 'Cool Evenings for Hot Flushes', subtasks: [{ id: 'c1', name: 'Fan on' }, { id: 'c2', name: 'Light layers' }] },
    { type: 'mindfulness', label: 'Daily Stress-Relief Breathing', subtasks: [{ id: 'b1', name: 'Sit down' }, { id: 'b2', name: 'Five slow breaths' }] },
    { type: 'other', label: 'Consistent Sleep Window', subtasks: [{ id: 's1', name: 'Lights out by 22:30' }] },
    { type: 'movement', label: 'Hormone-Supporting Movement', subtasks: [{ id: 'm1', name: 'Ten-minute walk' }, { id: 'm2', name: 'Stretch' }] },
  ]);
  const second = new TestBrowser(server.url);
  second.cookie = browser.cookie;
  const w: World = { userId, sessions: [browser, second], twoSessions, views: [null, null], applied: [], addCounter: 0 };
  w.views[0] = await readPlan(w, 0);
  w.views[1] = twoSessions ? await readPlan(w, 1) : null;
  return w;
}

describe('one day, one truth: a model of her day (fast-check)', () => {
  it(`holds the invariants over ${RUNS} random days, with one and with two sessions`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.commands(commands, { maxCommands: MAX_COMMANDS }), async (twoSessions, cmds) => {
        const w = await newWorld(twoSessions);
        await fc.asyncModelRun(() => ({ model: { dayMark: null } satisfies Model, real: w }), cmds);
      }),
      { numRuns: RUNS, verbose: 1, endOnFailure: false },
    );
  }, 1_800_000);
});
