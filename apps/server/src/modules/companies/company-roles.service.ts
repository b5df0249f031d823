import type { CompanyRole } from '@portal/contracts';
import type { DbOrTx } from '../../platform/db/client';
import * as repo from './company-roles.repo';

export type { CompanyRoleRecord } from './company-roles.repo';

/**
 * Company roles as other modules use them (users, imports): membership is the employee role, and
 * manager and editor are added or removed beside it.
 */
export const addUserCompanyRoles = (db: DbOrTx, userId: number, companyId: number, wanted: readonly CompanyRole[]) =>
  repo.addUserCompanyRoles(db, userId, companyId, wanted);

export const findRolesOfUsers = (db: DbOrTx, userIds: number[]) => repo.findRolesOfUsers(db, [...new Set(userIds)]);

export const findRolesOfCompanies = (db: DbOrTx, companyIds: number[]) => repo.findRolesOfCompanies(db, companyIds);

export const findCompanyRoleById = (db: DbOrTx, roleId: number) => repo.findCompanyRoleById(db, roleId);

export const removeUserRole = (db: DbOrTx, userId: number, roleId: number) => repo.removeUserRole(db, userId, roleId);

export const removeUserFromCompany = (db: DbOrTx, userId: number, companyId: number) =>
  repo.removeUserFromCompany(db, userId, companyId);

export const insertUserRoles = (db: DbOrTx, rows: { userId: number; roleId: number }[]) =>
  repo.insertUserRoles(db, rows);

/** The company ids a user belongs to. */
export async function findCompanyIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  return [...new Set((await repo.findRolesOfUsers(db, [userId])).map((r) => r.companyId))];
}
