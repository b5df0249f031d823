import type { ProjectCompany } from '@portal/contracts';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../platform/access/access';
import { projectViewer } from '../../platform/access/viewers';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DbOrTx } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/http/app-error';
import { projectAccess } from './projects.access';
import { presentAttachableCompany, presentProjectCompany, presentProjectRole } from './projects.presenter';
import * as repo from './projects.repo';

/** 404 for a project the user does not see, then 403 without the right (DECISIONS.md "Who may write"). */
async function authorizeOnProject(
  db: DbOrTx,
  user: AuthUser,
  projectId: number,
  action: 'manageCompanies' | 'manageGrants',
) {
  await requireAccess(db, user, action, projectAccess, projectId);
}

/** The companies attached to a project the user may see; outside the owner side only their own. */
export async function listProjectCompanies(ctx: AppContext, user: AuthUser, projectId: number) {
  await requireAccess(ctx.db, user, 'read', projectAccess, projectId);
  return (await repo.findProjectCompanies(ctx.db, projectViewer(user), projectId)).map(presentProjectCompany);
}

/**
 * The companies that may still be attached (id, name, type). The companies tab needs them from
 * project managers, who may not list companies (GET companies is for company administrators);
 * only those who may attach companies get this directory.
 */
export async function listAttachableCompanies(ctx: AppContext, user: AuthUser, projectId: number) {
  await authorizeOnProject(ctx.db, user, projectId, 'manageCompanies');
  return (await repo.findCompaniesNotAttached(ctx.db, projectId)).map(presentAttachableCompany);
}

/** The company roles the project's folders may be granted to: owner-type and attached companies. */
export async function listProjectRoles(ctx: AppContext, user: AuthUser, projectId: number) {
  await authorizeOnProject(ctx.db, user, projectId, 'manageGrants');
  return (await repo.findProjectRoles(ctx.db, projectId)).map(presentProjectRole);
}

/** Attaching twice changes nothing (`created` false). An unknown company is 422 (field company_id). */
export async function attachCompany(
  ctx: AppContext,
  user: AuthUser,
  projectId: number,
  companyId: number,
): Promise<{ data: ProjectCompany; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await authorizeOnProject(tx, user, projectId, 'manageCompanies');
    const company = await repo.findCompany(tx, companyId);
    if (!company) throw invalid({ company_id: ['company-not-found'] });
    const created = await repo.attachCompany(tx, projectId, companyId);
    return { data: presentProjectCompany(company), created };
  });
}

export async function detachCompany(ctx: AppContext, user: AuthUser, projectId: number, companyId: number) {
  await ctx.db.transaction(async (tx) => {
    await authorizeOnProject(tx, user, projectId, 'manageCompanies');
    if (!(await repo.detachCompany(tx, projectId, companyId))) throw notFound('The company is not attached.');
  });
}
