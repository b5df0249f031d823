import { type ScheduleEntry, saveScheduleRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../lib/zod-form';
import { createTestI18n } from '../../test/render';
import { EMPTY_SCHEDULE, parentCandidates, SCHEDULE_MESSAGES, scheduleBody, scheduleInput } from './schedule-form';

const valid = { ...EMPTY_SCHEDULE, description: 'Groundwork', start_at: '2026-03-01', end_at: '2026-03-10' };

describe("the schedule form's check: the server's schema, in the catalogue's words", () => {
  const validate = zodResolver(saveScheduleRequest, createTestI18n('en').t, {
    messages: SCHEDULE_MESSAGES,
    toInput: scheduleInput,
  });
  const required = 'Fill in the required fields.';
  const startAfterEnd = 'The start must not be after the end.';

  it('requires description, start and end (35)', () => {
    expect(validate(EMPTY_SCHEDULE)).toEqual({ description: required, start_at: required, end_at: required });
  });
  it('start after end is 34, equal is allowed; the estimates too', () => {
    expect(validate({ ...valid, end_at: '2026-02-28' })).toEqual({ end_at: startAfterEnd });
    expect(validate({ ...valid, end_at: '2026-03-01' })).toEqual({});
    expect(validate({ ...valid, estimate_start_at: '2026-03-05', estimate_end_at: '2026-03-04' })).toEqual({
      estimate_end_at: startAfterEnd,
    });
  });
  it('tells the order of the dates together with a wrong completion, as the form shows every problem at once', () => {
    expect(validate({ ...valid, end_at: '2026-02-28', completion: '101' })).toEqual({
      end_at: startAfterEnd,
      completion: 'Enter a whole number from 0 to 100.',
    });
  });
  it('completion: a whole number (38) from 0 to 100 (37)', () => {
    const notANumber = { completion: 'Completion must be a number.' };
    const outOfRange = { completion: 'Enter a whole number from 0 to 100.' };
    expect(validate({ ...valid, completion: '2.5' })).toEqual(notANumber);
    expect(validate({ ...valid, completion: 'abc' })).toEqual(notANumber);
    expect(validate({ ...valid, completion: '101' })).toEqual(outOfRange);
    expect(validate({ ...valid, completion: '-1' })).toEqual(outOfRange);
    expect(validate({ ...valid, completion: '0' })).toEqual({});
    expect(validate({ ...valid, completion: '100' })).toEqual({});
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
