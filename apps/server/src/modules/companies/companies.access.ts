import type { AccessSource } from '../../platform/access/access';
import type { CompanySubject } from '../../platform/access/policies/companies.policy';
import { notFound } from '../../platform/http/app-error';
import { type CompanyRecord, findCompaniesByIds } from './companies.repo';

/**
 * Companies for the access gate. Who may know a company is the company policy's `read` alone (no
 * SQL condition): a company the caller may not know is the same 404 as one that does not exist, so
 * nobody learns whether another company exists (DECISIONS.md "Who may write").
 *
 *   const { row } = await requireAccess(db, user, 'manageUsers', companyAccess, companyId);
 */
export const companyAccess: AccessSource<CompanySubject, CompanyRecord> = {
  notFound: () => notFound('Company not found.'),
  async find(db, _user, ids, { lock }) {
    const rows = await findCompaniesByIds(db, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: { kind: 'company', id: row.id }, removed: false, row }));
  },
};
