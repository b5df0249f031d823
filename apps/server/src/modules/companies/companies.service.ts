import { type CompanyListInput, type CreateCompanyInput, ErrorCode, type UpdateCompanyInput } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { authorize } from '../../platform/access/gate';
import { visibleCompanyIds } from '../../platform/access/people-facts';
import type { CompanySubject } from '../../platform/access/policies/companies.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { AppError, invalid } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/pagination';
import { companyAccess } from './companies.access';
import { presentCompany } from './companies.presenter';
import * as repo from './companies.repo';
import { findRolesOfCompanies, insertCompanyWithRoles } from './company-roles.repo';

const codeInUse = () =>
  new AppError(409, ErrorCode.conflict, 'The company code is already in use.', { code: ['company-code-in-use'] });
const subject = (id: number): CompanySubject => ({ kind: 'company', id });

/**
 * The company, once the caller may take the action: a company they may not know is 404 (whether
 * or not it exists), a known one they may not change 403.
 */
async function getCompanyFor(db: DbOrTx, user: AuthUser, action: 'update' | 'delete', id: number, lock = false) {
  return (await requireAccess(db, user, action, companyAccess, id, { lock })).row;
}

async function present(db: DbOrTx, user: AuthUser, company: repo.CompanyRecord) {
  return presentCompany(user, company, await findRolesOfCompanies(db, [company.id]));
}

/** GET companies: the administration's list; outside the owner side, only the caller's own companies. */
export async function listCompanies(ctx: AppContext, user: AuthUser, query: CompanyListInput) {
  authorize(user, 'list', { kind: 'companies' });
  const { rows, total } = await repo.findCompanies(ctx.db, {
    search: query.search || undefined,
    onlyIds: visibleCompanyIds(user),
    ...pageWindow(query),
  });
  const roles = await findRolesOfCompanies(
    ctx.db,
    rows.map((c) => c.id),
  );
  return { rows: rows.map((c) => presentCompany(user, c, roles)), total };
}

/** GET companies/{id}: for those who manage the company (the administration or its own manager). */
export async function getCompany(ctx: AppContext, user: AuthUser, id: number) {
  return present(ctx.db, user, await getCompanyFor(ctx.db, user, 'update', id));
}

export async function createCompany(ctx: AppContext, user: AuthUser, input: CreateCompanyInput) {
  authorize(user, 'create', { kind: 'companies' });
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await repo.findCompanyByCode(tx, input.code)) throw codeInUse();
      return present(tx, user, await insertCompanyWithRoles(tx, input));
    });
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/**
 * Name and code for the company's manager; the type only for the administration, since it decides
 * which typed permissions the company's users get.
 */
export async function updateCompany(ctx: AppContext, user: AuthUser, id: number, input: UpdateCompanyInput) {
  if (input.id !== undefined && input.id !== id) throw invalid({ id: ['id-mismatch'] });
  try {
    const company = await ctx.db.transaction(async (tx) => {
      const current = await getCompanyFor(tx, user, 'update', id);
      const typeChanges = input.type !== undefined && input.type !== current.type;
      if (typeChanges) authorize(user, 'updateType', subject(id));
      if (await repo.findCompanyByCode(tx, input.code, id)) throw codeInUse();
      const row = await repo.updateCompany(tx, id, { name: input.name, code: input.code, type: input.type });
      return { row, typeChanges };
    });
    // The company's users now get other typed permissions.
    if (company.typeChanges) ctx.sessions.clear();
    return present(ctx.db, user, company.row);
  } catch (error) {
    throw isUniqueViolation(error) ? codeInUse() : error;
  }
}

/** Refused with 409 while the company is in use (DECISIONS.md: a company with users or projects). */
export async function deleteCompany(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await getCompanyFor(tx, user, 'delete', id, true);
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
