import { describe, expect, it } from 'vitest';
import { findOperatorKey, remapIds } from './portable';

describe('findOperatorKey', () => {
  it('finds $-keys and dotted keys at any depth, and passes plain documents', () => {
    expect(findOperatorKey({ users: [{ _id: 'a', name: 'Maya' }] })).toBeNull();
    expect(findOperatorKey({ users: [{ _id: 'a', name: { $ne: null } }] })).toBe('data.users[0].name.$ne');
    expect(findOperatorKey({ dailyLogs: [{ subtasks: { 'a.b': {} } }] })).toBe('data.dailyLogs[0].subtasks.a.b');
    expect(findOperatorKey({ x: [[{ $where: '1' }]] })).toBe('data.x[0][0].$where');
  });
});

describe('remapIds', () => {
  it('replaces ids in values and keys, leaves other text alone and does not mutate', () => {
    const ids = new Map([
      ['U1', 'U2'],
      ['R1', 'R2'],
    ]);
    const doc = { _id: 'L', userId: 'U1', note: 'U1 is me', subtasks: { R1: { s1: true } }, list: ['R1', 3, null] };
    expect(remapIds(doc, ids)).toEqual({ _id: 'L', userId: 'U2', note: 'U1 is me', subtasks: { R2: { s1: true } }, list: ['R2', 3, null] });
    expect(doc.userId).toBe('U1');
  });
});
