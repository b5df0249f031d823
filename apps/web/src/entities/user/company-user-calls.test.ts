import { describe, expect, it } from 'vitest';
import { companyUserIds, INVALID_DELETE_INPUT, InvalidDeleteInputError, roleRefOf } from './company-user-calls';

const roles = [
  { id: 16, name: 'employee', display_name: 'employee' },
  { id: 17, name: 'editor', display_name: 'editor' },
  { id: 18, name: 'manager', display_name: 'manager' },
];

describe('companyUserIds', () => {
  it('needs both ids', () => {
    expect(companyUserIds(3, 16)).toEqual({ id: 3, userId: 16 });
    for (const [company, user] of [
      [undefined, 16],
      [3, undefined],
      [null, null],
      [0, 16],
      [3, Number.NaN],
    ] as const) {
      expect(() => companyUserIds(company, user)).toThrow(InvalidDeleteInputError);
    }
    expect(() => companyUserIds(3, null)).toThrow(INVALID_DELETE_INPUT);
  });
});

describe('roleRefOf', () => {
  it("names a role by the company's role id", () => {
    expect(roleRefOf('manager', roles)).toBe(18);
    expect(roleRefOf('editor', roles)).toBe(17);
  });

  it('falls back to the role name without the company role list', () => {
    expect(roleRefOf('editor')).toBe('editor');
    expect(roleRefOf('manager', [])).toBe('manager');
  });
});
