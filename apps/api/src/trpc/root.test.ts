import { describe, expect, it } from 'vitest';
import { kindOfProcedure, operationModules, operations } from '../operations/index';
import { appRouter, proceduresWithoutRateClass } from './root';

describe('the router comes from the one list of modules', () => {
  it('serves exactly the declared operations, each under its module', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(operations.map((o) => o.name).sort());
    expect(Object.keys(appRouter._def.record).sort()).toEqual(Object.keys(operationModules).sort());
  });
  it('every procedure has its declared rate-limit class', () => {
    expect(proceduresWithoutRateClass()).toEqual([]);
    expect(kindOfProcedure('plan.adapt')).toBe('ai');
    expect(kindOfProcedure('safety.current')).toBe('read');
    expect(kindOfProcedure('plan.noSuchThing')).toBeUndefined();
  });
});
