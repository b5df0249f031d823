import type { AuthUser } from '../../auth/auth-user';
import { isCompanyAdmin, mayManageCompanyUsers } from '../people-facts';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { belongsToCompany, isOwnerSide, managesCompany } from '../user-facts';

/** The facts the company rules read. */
export interface CompanySubject {
  kind: 'company';
  id: number;
}

/**
 * Knowing the company: a company the caller may not know is 404 everywhere, so nobody learns
 * whether another company exists. Its members know it; of the owner side, Super and the company
 * and user administrators know every company; nobody else outside it learns of it.
 */
function mayRead(user: AuthUser, company: CompanySubject): boolean {
  if (belongsToCompany(user, company.id)) return true;
  if (!isOwnerSide(user)) return false;
  return user.isSuper || isCompanyAdmin(user) || mayManageCompanyUsers(user, company.id);
}

/** Company management (/company-management/{id}): the administration or the company's own manager. */
const mayManage = (user: AuthUser, company: CompanySubject) =>
  mayRead(user, company) && (isCompanyAdmin(user) || managesCompany(user, company.id));

/** Only the administration: the type decides the typed permissions of the company's users. */
const mayAdminister = (user: AuthUser, company: CompanySubject) => mayRead(user, company) && isCompanyAdmin(user);

export const companyPolicy = definePolicy<CompanySubject>(staffArea)({
  read: mayRead,
  /** Name and code; reading the company record (GET companies/{id}) needs the same. */
  update: mayManage,
  updateType: mayAdminister,
  delete: mayAdminister,
  /** The company's users: list, add, edit, roles, password links. */
  manageUsers: (user, company) => mayRead(user, company) && mayManageCompanyUsers(user, company.id),
});

/** The companies collection (GET, POST companies). */
export interface CompaniesSubject {
  kind: 'companies';
}

export const companiesPolicy = definePolicy<CompaniesSubject>(staffArea)({
  /** The administration's list; a caller outside the owner side sees only their own companies in it. */
  list: (user) => isCompanyAdmin(user),
  create: (user) => isCompanyAdmin(user),
});
