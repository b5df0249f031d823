import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { id, price, text } from './primitives';

/*
 * The owner's material selection (spec part 3 §3 "Material selection", §4, §9; DECISIONS.md
 * "Condominiums and materials"): the forms that apply to an apartment, its chosen option per
 * select, and its form submissions. Money is in euros with 2 decimals; a line's total is its price
 * times the select's area when the area is above 0.
 */

/** Which level a deadline came from (the deadline lookup: apartment → stairwell → project, or the form's own). */
export const deadlineSource = z.enum(['apartment', 'stairwell', 'project', 'form']);

/** The effective deadline of one form for one apartment; `deadline_at` null: no deadline set. */
export const selectionDeadline = z.object({
  deadline_at: z.string().nullable(),
  source: deadlineSource.nullable(),
  /** True once the deadline has passed: the form is read-only and the server refuses changes. */
  passed: z.boolean(),
});
export type SelectionDeadline = z.infer<typeof selectionDeadline>;

/** One chosen option: name and price copied from the option when chosen. */
export const materialSelection = z.object({
  id: z.number().int(),
  apartment_id: z.number().int(),
  material_form_id: z.number().int(),
  material_form_select_id: z.number().int(),
  material_form_option_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  /** The select's area in m2 (0: the price is not multiplied). */
  area: z.number(),
});
export type MaterialSelection = z.infer<typeof materialSelection>;

/**
 * Statuses of a form submission (the spec leaves them open; README "Behaviour"): `draft` when made,
 * `submitted` by the owner before the deadline, `accepted` or `returned` by staff who manage the
 * project. An accepted submission closes the form to the owner's changes.
 */
export const SUBMISSION_STATUSES = ['draft', 'submitted', 'accepted', 'returned'] as const;
export const submissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatus>;

export const materialFormSubmission = z.object({
  id: z.number().int(),
  apartment_id: z.number().int(),
  material_form_id: z.number().int(),
  status: submissionStatus,
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type MaterialFormSubmission = z.infer<typeof materialFormSubmission>;

export const apartmentFormOption = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  product_id: z.number().int(),
  isDefault: z.boolean(),
  /** The product's photo URLs (relative to the API base), or null. */
  product_photo: z.string().nullable(),
  product_context_photo: z.string().nullable(),
});
export type ApartmentFormOption = z.infer<typeof apartmentFormOption>;

export const apartmentFormSelect = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.number(),
  product_category_id: z.number().int(),
  default_option_id: z.number().int().nullable(),
  options: z.array(apartmentFormOption),
  /** The apartment's saved choice for this select, or null (the default option is shown then). */
  selection: materialSelection.nullable(),
});
export type ApartmentFormSelect = z.infer<typeof apartmentFormSelect>;

export const apartmentFormGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  selects: z.array(apartmentFormSelect),
});

/** A material form as one apartment sees it: its groups, choices, deadline and submission. */
export const apartmentMaterialForm = z.object({
  id: z.number().int(),
  name: z.string(),
  project_id: z.number().int(),
  groups: z.array(apartmentFormGroup),
  deadline: selectionDeadline,
  submission: materialFormSubmission.nullable(),
  /** choose: may save choices now (an owner, or staff managing the project, before the deadline). */
  can: z.object({ choose: z.boolean(), submit: z.boolean(), review: z.boolean() }),
});
export type ApartmentMaterialForm = z.infer<typeof apartmentMaterialForm>;

export const apartmentMaterialFormsResponse = dataEnvelope(z.array(apartmentMaterialForm));

/** Selections with their total in euros (Σ price × area when area > 0, summed exactly, rounded once). */
export const materialSelectionListResponse = dataEnvelope(z.array(materialSelection)).extend({
  total: z.number(),
  can: z.object({ choose: z.boolean() }),
});
export const materialSelectionResponse = dataEnvelope(materialSelection);

/** The most choices one save may carry: far above a real form (40 selects), far below abuse. */
export const MAX_SELECTIONS_PER_SAVE = 1000;

const choice = z.object({
  material_form_select_id: id(),
  material_form_option_id: id(),
});

/**
 * POST (single create): the spec's client also sends the option's name and price; the server
 * copies both from the option whatever is sent.
 */
export const createMaterialSelectionRequest = choice.extend({
  name: text(255).optional(),
  price: price().optional(),
});
export type CreateMaterialSelectionInput = z.output<typeof createMaterialSelectionRequest>;

/**
 * PUT: replaces the apartment's selections of every form the payload touches (the forms of its
 * selects, plus `material_form_ids`, which lets a save clear a form) in one transaction.
 */
export const saveMaterialSelectionsRequest = z.object({
  selections: z.array(choice).max(MAX_SELECTIONS_PER_SAVE),
  material_form_ids: z.array(id()).max(100).optional(),
});
export type SaveMaterialSelectionsInput = z.output<typeof saveMaterialSelectionsRequest>;

export const projectApartmentParams = z.object({ id: id(), apartmentId: id() });
export const projectApartmentSelectionParams = z.object({ id: id(), apartmentId: id(), selectionId: id() });
export const projectApartmentFormParams = z.object({ id: id(), apartmentId: id(), formId: id() });
export const apartmentFormParams = z.object({ apartmentId: id(), formId: id() });
export const templateApartmentParams = z.object({ id: id(), apartmentId: id() });

export const createSubmissionRequest = z.object({ apartment_id: id(), material_form_id: id() });
export type CreateSubmissionInput = z.output<typeof createSubmissionRequest>;
export const submissionStatusRequest = z.object({ status: submissionStatus });
export type SubmissionStatusInput = z.output<typeof submissionStatusRequest>;

export const materialFormSubmissionResponse = dataEnvelope(materialFormSubmission);
export const materialFormSubmissionNullableResponse = dataEnvelope(materialFormSubmission.nullable());
export const materialFormSubmissionListResponse = dataEnvelope(z.array(materialFormSubmission));
