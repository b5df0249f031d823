import { describe, expect, it } from 'vitest';
import { findStartStatus } from './start-status';

const status = (id: number, slug: string | null, is_active = true, is_default = slug !== null) => ({
  id,
  slug,
  is_active,
  is_default,
});

describe('the status a new project starts with', () => {
  it('is `active`, although all built-in statuses are default ones', () => {
    const list = [status(1, 'inactive'), status(2, 'before'), status(3, 'active'), status(4, null)];
    expect(findStartStatus(list)?.id).toBe(3);
  });

  it('falls back to the first active built-in status other than `inactive`, else none', () => {
    expect(findStartStatus([status(1, 'inactive'), status(2, 'active', false), status(3, 'before')])?.id).toBe(3);
    expect(findStartStatus([status(1, 'inactive'), status(2, 'active', false), status(4, null)])).toBeUndefined();
  });
});
