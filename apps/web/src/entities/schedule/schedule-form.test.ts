import type { ScheduleEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULE, parentCandidates, scheduleBody, scheduleErrors } from './schedule-form';

const valid = { ...EMPTY_SCHEDULE, description: 'Groundwork', start_at: '2026-03-01', end_at: '2026-03-10' };

describe('scheduleErrors: the server rules before sending', () => {
  it('requires description, start and end (35)', () => {
    expect(scheduleErrors(EMPTY_SCHEDULE)).toEqual({ description: 35, start_at: 35, end_at: 35 });
  });
  it('start after end is 34, equal is allowed; the estimates too', () => {
    expect(scheduleErrors({ ...valid, end_at: '2026-02-28' })).toEqual({ end_at: 34 });
    expect(scheduleErrors({ ...valid, end_at: '2026-03-01' })).toEqual({});
    expect(scheduleErrors({ ...valid, estimate_start_at: '2026-03-05', estimate_end_at: '2026-03-04' })).toEqual({
      estimate_end_at: 34,
    });
  });
  it('completion: a whole number (38) from 0 to 100 (37)', () => {
    expect(scheduleErrors({ ...valid, completion: '2.5' })).toEqual({ completion: 38 });
    expect(scheduleErrors({ ...valid, completion: 'abc' })).toEqual({ completion: 38 });
    expect(scheduleErrors({ ...valid, completion: '101' })).toEqual({ completion: 37 });
    expect(scheduleErrors({ ...valid, completion: '-1' })).toEqual({ completion: 37 });
    expect(scheduleErrors({ ...valid, completion: '0' })).toEqual({});
    expect(scheduleErrors({ ...valid, completion: '100' })).toEqual({});
  });
  it('sends empty estimates as null and an empty completion as 0', () => {
    expect(scheduleBody({ ...valid, completion: '' })).toMatchObject({
      estimate_start_at: null,
      completion: 0,
      parent_id: null,
    });
  });
});

describe('parentCandidates', () => {
  const entry = (id: number, level: number) => ({ id, level }) as ScheduleEntry;
  it('leaves out the edited entry and its subtree', () => {
    const list = [entry(1, 0), entry(2, 1), entry(3, 2), entry(4, 1), entry(5, 0)];
    expect(parentCandidates(list, 2).map((e) => e.id)).toEqual([1, 4, 5]);
    expect(parentCandidates(list, null).map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
