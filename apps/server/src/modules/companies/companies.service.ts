import {
  type CompanyListQuery,
  type CreateCompanyRequest,
  ErrorCode,
  type UpdateCompanyRequest,
} from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { presentCompany } from './companies.presenter';
import * as repo from './companies.repo';
import { isCompanyAdmin } from './company-access';
import { findRolesOfCompanies, insertCompanyWithRoles } from './company-roles.repo';
import { isUniqueViolation } from './pg-errors';

const codeInUse = () =>
  new AppError(409, ErrorCode.conflict, 'The company code is already in use.', { code: ['company-code-in-use'] });

/** The company, or 404. Other modules use this to check a company id they are given. */
export async function getCompanyRecord(db: DbOrTx, id: number): Promise<repo.CompanyRecord> {
  const company = await repo.findCompanyById(db, id);
  if (!company) throw notFound('Company not found.');
  return company;
}

export async function findCompaniesByIds(db: DbOrTx, ids: number[]) {
  return repo.findCompaniesByIds(db, [...new Set(ids)]);
}

export async function findCompaniesByCodes(db: DbOrTx, codes: string[]) {
  return repo.findCompaniesByCodes(db, [...new Set(codes)]);
}

async function present(db: DbOrTx, company: repo.CompanyRecord) {
  return presentCompany(company, await findRolesOfCompanies(db, [company.id]));
}

export async function listCompanies(ctx: AppContext, query: CompanyListQuery) {
  const { rows, total } = await repo.findCompanies(ctx.db, { search: query.search || undefined, ...pageWindow(query) });
  const roles = await findRolesOfCompanies(
    ctx.db,
    rows.map((c) => c.id),
  );
  return { rows: rows.map((c) => presentCompany(c, roles)), total };
}

export async function getCompany(ctx: AppContext, id: number) {
  return present(ctx.db, await getCompanyRecord(ctx.db, id));
}

export async function createCompany(ctx: AppContext, input: CreateCompanyRequest) {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await repo.findCompanyByCode(tx, input.code)) throw codeInUse();
      return present(tx, await insertCompanyWithRoles(tx, input));
    });
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/**
 * Name and code for the company's manager; the type only for the administration, since it decides
 * which typed permissions the company's users get.
 */
export async function updateCompany(ctx: AppContext, actor: AuthUser, id: number, input: UpdateCompanyRequest) {
  if (input.id !== undefined && input.id !== id) throw invalid({ id: ['id-mismatch'] });
  try {
    const company = await ctx.db.transaction(async (tx) => {
      const current = await getCompanyRecord(tx, id);
      const typeChanges = input.type !== undefined && input.type !== current.type;
      if (typeChanges && !isCompanyAdmin(actor))
        throw forbidden('Only the companies administration may change the type.');
      if (await repo.findCompanyByCode(tx, input.code, id)) throw codeInUse();
      const row = await repo.updateCompany(tx, id, { name: input.name, code: input.code, type: input.type });
      return { row, typeChanges };
    });
    // The company's users now get other typed permissions.
    if (company.typeChanges) ctx.sessions.clear();
    return present(ctx.db, company.row);
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/** Refused with 409 while the company is in use (DECISIONS.md: a company with users or projects). */
export async function deleteCompany(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockCompanyById(tx, id))) throw notFound('Company not found.');
    const users = await repo.countCompanyUsers(tx, id);
    if (users > 0) {
      throw new AppError(409, ErrorCode.conflict, `The company has ${users} user(s); remove them first.`, {
        company: ['company-has-users'],
      });
    }
    // Soft-deleted projects count too: owner-managers still see them, with their companies.
    const projects = await repo.countCompanyProjects(tx, id);
    if (projects > 0) {
      throw new AppError(
        409,
        ErrorCode.conflict,
        `The company is attached to ${projects} project(s); detach it first.`,
        {
          company: ['company-has-projects'],
        },
      );
    }
    await repo.deleteCompany(tx, id);
  });
  ctx.sessions.clear();
}
