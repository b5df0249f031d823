import type { ProjectCompany } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { invalid, notFound } from '../../platform/http/app-error';
import { findCompaniesByIds } from '../companies/companies.service';
import { presentCompanyRole } from '../permissions/permissions.presenter';
import { presentAttachableCompany, presentProjectCompany } from './projects.presenter';
import * as repo from './projects.repo';
import { assertProjectVisible } from './projects.service';

/** The companies attached to a project the user may see (their users see the project). */
export async function listProjectCompanies(ctx: AppContext, user: AuthUser, projectId: number) {
  await assertProjectVisible(ctx.db, user, projectId);
  return (await repo.findProjectCompanies(ctx.db, projectId)).map(presentProjectCompany);
}

/**
 * The companies that may still be attached (id, name, type). The companies tab needs them from
 * project managers, who may not list companies (GET companies is for company administrators).
 */
export async function listAttachableCompanies(ctx: AppContext, user: AuthUser, projectId: number) {
  await assertProjectVisible(ctx.db, user, projectId);
  return (await repo.findCompaniesNotAttached(ctx.db, projectId)).map(presentAttachableCompany);
}

/** The company roles the project's folders may be granted to: owner-type and attached companies. */
export async function listProjectRoles(ctx: AppContext, user: AuthUser, projectId: number) {
  await assertProjectVisible(ctx.db, user, projectId);
  return (await repo.findProjectRoles(ctx.db, projectId)).map(presentCompanyRole);
}

/** Attaching twice changes nothing (`created` false). An unknown company is 422 (field company_id). */
export async function attachCompany(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  companyId: number,
): Promise<{ data: ProjectCompany; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await assertProjectVisible(tx, user, projectId);
    const [company] = await findCompaniesByIds(tx, [companyId]);
    if (!company) throw invalid({ company_id: ['company-not-found'] });
    const created = await repo.attachCompany(tx, projectId, companyId);
    return { data: presentProjectCompany(company), created };
  });
}

export async function detachCompany(ctx: AppContext, user: AuthUser, projectId: number, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    await assertProjectVisible(tx, user, projectId);
    if (!(await repo.detachCompany(tx, projectId, companyId))) throw notFound('The company is not attached.');
  });
}
