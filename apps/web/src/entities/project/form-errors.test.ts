import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldErrorsOf, fieldMessageKey } from './form-errors';

const FIELDS = ['name', 'code', 'type', 'subtype', 'status', 'coordinates'];

describe('project form errors', () => {
  it('puts field messages on their fields, project_subtype_id on subtype, 29 on code', () => {
    const refused = new ApiError({
      status: 422,
      code: 9,
      fields: { status: ['status-inactive'], project_subtype_id: ['subtype-not-found'], other: ['x'] },
    });
    expect(fieldErrorsOf(refused, FIELDS)).toEqual({ status: 'status-inactive', subtype: 'subtype-not-found' });
    expect(fieldErrorsOf(new ApiError({ status: 409, code: 29 }), FIELDS)).toEqual({ code: '' });
    expect(fieldErrorsOf(new ApiError({ status: 500, code: -3 }), FIELDS)).toBeNull();
  });

  it('translates every message the server sends, and the rest generically', () => {
    expect(fieldMessageKey('status-inactive')).toBe('projects.form.errors.status-inactive');
    expect(fieldMessageKey('no-project-type-enabled')).toBe('projects.form.errors.no-project-type-enabled');
    expect(fieldMessageKey('Too small: expected string to have >=1 characters')).toBe('projects.form.errors.invalid');
  });
});
