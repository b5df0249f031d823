import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { id, int, MAX_ID, name, price } from './primitives';

/*
 * Material forms (spec part 3 §3–§5, §7; DECISIONS.md "Condominiums and materials"): a project's
 * form of groups, selects and options that apartment owners choose from. Prices and areas are
 * answered as JSON numbers with at most 2 decimals.
 */

/**
 * An area in m2: the same range (0…1,000,000) and precision (2 decimals) as a price, and the same
 * column type (numeric(10,2)), so the price primitive is the one check for both.
 */
export const squareMetres = price;

export const materialFormOption = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  product_id: z.number().int(),
  material_form_select_id: z.number().int(),
  isDefault: z.boolean(),
});
export type MaterialFormOption = z.infer<typeof materialFormOption>;

export const materialFormSelect = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.number(),
  product_category_id: z.number().int(),
  default_option_id: z.number().int().nullable(),
  material_form_group_id: z.number().int(),
  /** By name ignoring case, as the edit form shows them (spec part 3 §9). */
  options: z.array(materialFormOption),
});
export type MaterialFormSelect = z.infer<typeof materialFormSelect>;

export const materialFormGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  selects: z.array(materialFormSelect),
});
export type MaterialFormGroup = z.infer<typeof materialFormGroup>;

/**
 * A form with its whole tree. Active while linked to at least one apartment template: then only
 * its links may change (`can.update` and `can.delete` are false), never its name or contents.
 */
export const materialForm = z.object({
  id: z.number().int(),
  name: z.string(),
  project_id: z.number().int(),
  active: z.boolean(),
  apartment_template_ids: z.array(z.number().int()),
  groups: z.array(materialFormGroup),
  can: z.object({ update: z.boolean(), delete: z.boolean(), link: z.boolean(), duplicate: z.boolean() }),
});
export type MaterialForm = z.infer<typeof materialForm>;

export const materialFormNameRequest = z.object({ name: name() });
export type MaterialFormNameInput = z.output<typeof materialFormNameRequest>;

/** POST materialforms/{id}/groups; PUT also accepts the spec's `id` (the path's wins). */
export const materialFormGroupRequest = z.object({ id: id().optional(), name: name() });
export type MaterialFormGroupInput = z.output<typeof materialFormGroupRequest>;

export const createMaterialFormSelectRequest = z.object({
  name: name(),
  area: squareMetres().default(0),
  product_category_id: id(),
});
export type CreateMaterialFormSelectInput = z.output<typeof createMaterialFormSelectRequest>;

/** PUT materialformgroups/{id}/selects/{selectId}: the default must be one of the select's options. */
export const updateMaterialFormSelectRequest = createMaterialFormSelectRequest.extend({
  id: id().optional(),
  default_option_id: id().nullable().optional(),
});
export type UpdateMaterialFormSelectInput = z.output<typeof updateMaterialFormSelectRequest>;

/** POST materialformselects/{id}/options: name and price are copied from the product when left out. */
export const createMaterialFormOptionRequest = z.object({
  product_id: id(),
  name: name().optional(),
  price: price().optional(),
});
export type CreateMaterialFormOptionInput = z.output<typeof createMaterialFormOptionRequest>;

export const updateMaterialFormOptionRequest = z.object({
  id: id().optional(),
  product_id: id(),
  name: name(),
  price: price(),
});
export type UpdateMaterialFormOptionInput = z.output<typeof updateMaterialFormOptionRequest>;

/**
 * An item's id in the structure save: a stored id, or for a new item (`new: true`) the client's
 * temporary id, unique among items of its kind (the web uses negative numbers). A select's
 * `default_option_id` names one of its options by either kind of id.
 */
const treeId = () => int(-MAX_ID, MAX_ID);
const flags = { new: z.boolean().default(false), deleted: z.boolean().default(false) };

export const materialFormTreeOption = z.object({
  id: treeId(),
  ...flags,
  product_id: id(),
  name: name(),
  price: price(),
});

export const materialFormTreeSelect = z.object({
  id: treeId(),
  ...flags,
  name: name(),
  area: squareMetres().default(0),
  product_category_id: id(),
  default_option_id: treeId().nullable().default(null),
  options: z.array(materialFormTreeOption).max(500).default([]),
});

export const materialFormTreeGroup = z.object({
  id: treeId(),
  ...flags,
  name: name(),
  selects: z.array(materialFormTreeSelect).max(200).default([]),
});

/**
 * PUT projects/{id}/materialforms/{formId}/structure: the edit form's whole tree as the spec's
 * client keeps it (new items with a temporary id and `new`, removed ones with `deleted`). Stored
 * items left out of the tree stay as they are; only `deleted` removes one.
 */
export const materialFormStructureRequest = z.object({
  name: name(),
  groups: z.array(materialFormTreeGroup).max(100),
});
export type MaterialFormStructureInput = z.output<typeof materialFormStructureRequest>;
export type MaterialFormStructureBody = z.input<typeof materialFormStructureRequest>;

export const linkMaterialFormRequest = z.object({ material_form_id: id() });

export const projectFormParams = z.object({ id: id(), formId: id() });
export const formGroupParams = z.object({ id: id(), groupId: id() });
export const groupSelectParams = z.object({ id: id(), selectId: id() });
export const selectOptionParams = z.object({ id: id(), optionId: id() });
export const templateFormParams = z.object({ id: id(), formId: id() });

export const materialFormListQuery = paginationQuery;

export const materialFormResponse = dataEnvelope(materialForm);
export const materialFormGroupResponse = dataEnvelope(materialFormGroup);
export const materialFormSelectResponse = dataEnvelope(materialFormSelect);
export const materialFormOptionResponse = dataEnvelope(materialFormOption);
/** A project's forms by name, with `can.create` for the create button. */
export const projectMaterialFormListResponse = dataEnvelope(z.array(materialForm)).extend({
  can: z.object({ create: z.boolean() }),
});
export const materialFormPageResponse = listEnvelope(materialForm);
export const templateMaterialFormListResponse = dataEnvelope(z.array(materialForm));
