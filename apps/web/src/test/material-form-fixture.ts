import type { ApartmentMaterialForm, MaterialFormSubmission, SubmissionStatus } from '@portal/contracts';

type FormOption = ApartmentMaterialForm['groups'][number]['selects'][number]['options'][number];

/** An option of a select as the apartment's forms answer carries it (product 100 + id, no photos). */
export function formOptionFixture(id: number, name: string, price: number, isDefault = false): FormOption {
  return { id, name, price, product_id: 100 + id, isDefault, product_photo: null, product_context_photo: null };
}

/** A submission of form 9 by apartment 5 in `status`. */
export function submissionFixture(
  status: SubmissionStatus,
  overrides: Partial<MaterialFormSubmission> = {},
): MaterialFormSubmission {
  return {
    id: 70,
    apartment_id: 5,
    material_form_id: 9,
    status,
    submitted_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * One of an apartment's material forms as the server sends it: form 9 "Kitchen" of project 4, no
 * groups, no deadline, no submission, and nothing allowed unless `can` says so.
 */
export function apartmentMaterialFormFixture(overrides: Partial<ApartmentMaterialForm> = {}): ApartmentMaterialForm {
  return {
    id: 9,
    name: 'Kitchen',
    project_id: 4,
    groups: [],
    deadline: { deadline_at: null, source: null, passed: false },
    submission: null,
    can: { choose: false, submit: false, review: false },
    ...overrides,
  };
}
