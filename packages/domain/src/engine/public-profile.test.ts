import { describe, expect, it } from 'vitest';
import { buildPublicProfile, groupByType, initialsOf, moreSubtasksLabel, toPublicRoutine } from './public-profile';
import { PublicProfileSchema } from '../schemas/public-profile';
import { RoutineSchema } from '../schemas/routine';
import { UserSchema } from '../schemas/user';

const now = new Date('2025-03-10T12:00:00Z');
const user = UserSchema.parse({
  id: 'u1',
  name: 'Ana Maria Silva',
  email: 'ana@example.com',
  location: 'Porto',
  createdAt: '2025-03-01T08:00:00.000Z',
  challenges: ['a', 'b', 'c', 'd'],
  goals: ['g1', 'g2', 'g3', 'g4'],
  healthConditions: 'PCOS',
  medications: 'metformin',
  profileBio: 'Hi',
});
const routine = RoutineSchema.parse({
  id: 'r1',
  userId: 'u1',
  type: 'movement',
  label: 'Walk',
  isPersonalized: true,
  subtasks: Array.from({ length: 7 }, (_, i) => ({ id: `s${i}`, name: `Step ${i}` })),
});
const inactive = RoutineSchema.parse({ id: 'r2', userId: 'u1', type: 'other', label: 'Old', active: false });

describe('public profile', () => {
  it('initials', () => {
    expect(initialsOf('Ana Maria Silva')).toBe('AS');
    expect(initialsOf(' ana ')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
  it('routine: first 5 subtask names + N more', () => {
    const r = toPublicRoutine(routine);
    expect(r.subtaskNames).toEqual(['Step 0', 'Step 1', 'Step 2', 'Step 3', 'Step 4']);
    expect(r.moreSubtasks).toBe(2);
    expect(moreSubtasksLabel(2)).toBe('+2 more');
    expect(moreSubtasksLabel(0)).toBeNull();
  });
  it('default visibility: name, bio and routines; no challenges, goals, location or health data (docs/decisions/038)', () => {
    const p = buildPublicProfile(user, [routine, inactive], now);
    expect(PublicProfileSchema.parse(p)).toEqual(p);
    expect(p.user).toEqual({
      name: 'Ana Maria Silva',
      joinDate: '2025-03-01T08:00:00.000Z',
      daysSinceJoin: 9,
      challenges: [],
      goals: [],
      bio: 'Hi',
    });
    expect(p.routines.map((r) => r.label)).toEqual(['Walk']);
    const shown = buildPublicProfile(
      { ...user, publicProfile: { published: true, slug: 'ana', show: { name: true, location: false, bio: true, challenges: true, goals: true, routines: true } } },
      [routine],
      now,
    );
    expect(shown.user).toMatchObject({ challenges: ['a', 'b', 'c'], goals: ['g1', 'g2', 'g3'] });
    const json = JSON.stringify(p);
    for (const secret of ['PCOS', 'metformin', 'ana@example.com', 'u1']) expect(json).not.toContain(secret);
  });
  it('visibility switches', () => {
    const hidden = UserSchema.parse({
      ...user,
      avatarUrl: 'https://x.example/a.png',
      joinDate: '2025-03-05',
      publicProfile: {
        published: true,
        slug: 'ana',
        show: { name: false, location: true, bio: false, challenges: false, goals: false, routines: false },
      },
    });
    const p = buildPublicProfile(hidden, [routine], now);
    expect(p.user).toEqual({
      name: 'AS',
      location: 'Porto',
      avatarUrl: 'https://x.example/a.png',
      joinDate: '2025-03-05',
      daysSinceJoin: 5,
      challenges: [],
      goals: [],
    });
    expect(p.routines).toEqual([]);
    const noName = UserSchema.parse({ ...hidden, name: '!' , location: '' });
    expect(buildPublicProfile({ ...noName, name: ' ' }, [], now).user.name).toBe('?');
    expect(buildPublicProfile({ ...user, joinDate: 'garbage' }, [], now).user.daysSinceJoin).toBe(0);
  });
  it('groupByType keeps first-appearance order for types it does not know', () => {
    const g = groupByType([{ type: 'b' }, { type: 'a' }, { type: 'b' }]);
    expect([...g.keys()]).toEqual(['b', 'a']);
    expect(g.get('b')).toHaveLength(2);
  });
  it("groupByType orders groups as the Routines screen does (movement … supplement, then 'other')", () => {
    const g = groupByType([{ type: 'other' }, { type: 'mindfulness' }, { type: 'supplement' }, { type: 'movement' }, { type: 'mindfulness' }]);
    expect([...g.keys()]).toEqual(['movement', 'mindfulness', 'supplement', 'other']);
    expect(g.get('mindfulness')).toHaveLength(2);
  });
});
