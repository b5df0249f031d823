import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { COMPANY_TYPES } from './permissions';
import { id, name, text } from './primitives';

/** One of a company's own role rows (employee, editor, manager); content permissions point at these ids. */
export const companyRoleRef = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
});
export type CompanyRoleRef = z.infer<typeof companyRoleRef>;

/**
 * What the caller may do with a company (DECISIONS.md "Who may write"): edit its name and code,
 * change its type, delete it, and manage its users (list, add, edit, roles).
 */
export const companyAbilities = z.object({
  read: z.boolean(),
  update: z.boolean(),
  updateType: z.boolean(),
  delete: z.boolean(),
  manageUsers: z.boolean(),
});
export type CompanyAbilities = z.infer<typeof companyAbilities>;

/** Company (spec part 3 section 3): id, name, code, type, roles; `can` for the caller. */
export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  type: z.enum(COMPANY_TYPES),
  roles: z.array(companyRoleRef),
  can: companyAbilities,
});
export type Company = z.infer<typeof company>;

const companyCode = text(64).trim().min(1);

/** GET companies: bulk list sorted by name; `search` matches name or code (case-insensitive). */
export const companyListQuery = paginationQuery.extend({
  search: text(255).trim().optional(),
});
export type CompanyListInput = z.output<typeof companyListQuery>;

/** POST companies. Codes are unique regardless of case (409 code 14, field `code`). */
export const createCompanyRequest = z.object({
  name: name(),
  code: companyCode,
  type: z.enum(COMPANY_TYPES),
});
export type CreateCompanyInput = z.output<typeof createCompanyRequest>;

/**
 * PUT companies/{id} (also used by /company-management/{id}). `id`, when sent, must equal the path id.
 * `type` may only be changed by an owner-manager with companies.manage (a company's type decides its
 * typed permissions), so a company manager sends it unchanged or leaves it out.
 */
export const updateCompanyRequest = z.object({
  id: id().optional(),
  name: name(),
  code: companyCode,
  type: z.enum(COMPANY_TYPES).optional(),
});
export type UpdateCompanyInput = z.output<typeof updateCompanyRequest>;

export const companyResponse = dataEnvelope(company);
export const companyListResponse = listEnvelope(company);
