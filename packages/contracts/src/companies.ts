import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { dataEnvelope, listEnvelope, paginationQuery } from './envelope';
import { COMPANY_TYPES } from './permissions';

/** One of a company's own role rows (employee, editor, manager); content permissions point at these ids. */
export const companyRoleRef = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
});
export type CompanyRoleRef = z.infer<typeof companyRoleRef>;

/** Company (spec part 3 section 3): id, name, code, type, roles. */
export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  type: z.enum(COMPANY_TYPES),
  roles: z.array(companyRoleRef),
});
export type Company = z.infer<typeof company>;

export const companyCode = z.string().trim().min(1).max(64);

/** GET companies: bulk list sorted by name; `search` matches name or code (case-insensitive). */
export const companyListQuery = paginationQuery.extend({
  search: z.string().trim().max(255).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** POST companies. Codes are unique regardless of case (409 code 14, field `code`). */
export const createCompanyRequest = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  code: companyCode,
  type: z.enum(COMPANY_TYPES),
});
export type CreateCompanyRequest = z.infer<typeof createCompanyRequest>;

/**
 * PUT companies/{id} (also used by /company-management/{id}). `id`, when sent, must equal the path id.
 * `type` may only be changed by an owner-manager with companies.manage (a company's type decides its
 * typed permissions), so a company manager sends it unchanged or leaves it out.
 */
export const updateCompanyRequest = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  code: companyCode,
  type: z.enum(COMPANY_TYPES).optional(),
});
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequest>;

export const companyResponse = dataEnvelope(company);
export const companyListResponse = listEnvelope(company);
