import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { serverFieldErrors } from '../../lib/zod-form';
import { projectFixture } from '../../test/project-fixture';
import { createTestI18n } from '../../test/render';
import { createProjectBody, PROJECT_MESSAGES, projectFormCheck, projectFormValues } from './project-form-values';

const { t } = createTestI18n('en');

describe('project form', () => {
  it("checks a new project by the create request's schema, with a condominium for that type", () => {
    const check = projectFormCheck(t, null, false);
    const empty = projectFormValues(null, { type: null });
    expect(check({ ...empty, name: '   ', coordinates: '91,10' })).toEqual({
      name: '* This field is required',
      code: '* This field is required',
      type: '* This field is required',
      project_subtype_id: '* This field is required',
      status: '* This field is required',
      coordinates: 'Enter the coordinates as latitude,longitude.',
    });
    const filled = { ...empty, name: 'Putkiremontti', code: 'PR-1', project_subtype_id: '2', status: '3' };
    expect(check({ ...filled, type: 'condominium' })).toEqual({ condominium_id: '* This field is required' });
    expect(check({ ...filled, type: 'condominium', condominium_id: '5', coordinates: ' 60.50 , 24.250 ' })).toEqual({});
    expect(
      createProjectBody({ ...filled, type: 'condominium', condominium_id: '5', coordinates: ' 60.50 , 24.250 ' }),
    ).toEqual({
      name: 'Putkiremontti',
      code: 'PR-1',
      type: 'condominium',
      coordinates: '60.5,24.25',
      project_subtype_id: 2,
      status: 3,
      condominium_id: 5,
    });
  });

  it('asks an edit for name, code and type only', () => {
    const project = projectFixture({ type: 'marine', coordinates: null });
    const values = projectFormValues(project, { type: null });
    expect(projectFormCheck(t, project, true)({ ...values, name: '', status: null })).toEqual({
      name: '* This field is required',
    });
  });

  it("puts the server's reasons under the fields they name, in the form's words", () => {
    const refused = new ApiError({
      status: 422,
      code: 9,
      fields: { status: ['status-inactive'], project_subtype_id: ['subtype-not-found'], code: ['project-code-in-use'] },
    });
    expect(serverFieldErrors(t, refused, PROJECT_MESSAGES)).toEqual({
      status: 'This status is inactive and cannot be chosen.',
      project_subtype_id: 'This project subtype no longer exists. Choose another.',
      code: 'This code is already in use.',
    });
  });
});
