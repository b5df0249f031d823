import { ErrorCode } from '@portal/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';
import { belongsToCompany, can, isOwnerManager, managesCompany } from '../../platform/auth/guard';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/http/app-error';

/** The companies administration (/companies): owner-managers holding companies.manage (spec part 3 section 2). */
export function isCompanyAdmin(user: AuthUser): boolean {
  return isOwnerManager(user) && can(user, 'companies.manage');
}

/**
 * Refuses an action on a company: 403 for a member who may not do it, 404 for anyone else, so a
 * user never learns about companies they do not belong to (DECISIONS.md "Roles and permissions").
 */
export function denyCompany(user: AuthUser, companyId: number): never {
  throw belongsToCompany(user, companyId) ? forbidden() : notFound();
}

/** Company management (/company-management/{id}): the company's manager or Super, besides the administration. */
export function assertMayManageCompany(user: AuthUser | null, companyId: number): AuthUser {
  if (!user) throw unauthorized();
  if (isCompanyAdmin(user) || managesCompany(user, companyId)) return user;
  return denyCompany(user, companyId);
}

export function assertCompanyAdmin(user: AuthUser | null, companyId?: number): AuthUser {
  if (!user) throw unauthorized();
  if (isCompanyAdmin(user)) return user;
  if (companyId !== undefined) return denyCompany(user, companyId);
  throw forbidden();
}

/**
 * The company id of a `companies/{id}/...` path. Missing or not a positive whole number: 422 with
 * the catalogue's code 2 ("missing company id", spec part 3 section 5) so the client shows that message.
 */
export function parseCompanyId(raw: string | undefined): number {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw new AppError(422, ErrorCode.queryError, 'Missing company id.', { id: ['missing-company-id'] });
  return id;
}
