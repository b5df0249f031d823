import { ErrorCode } from '@portal/contracts';
import type { AccessSource } from '../../platform/access/access';
import { PRODUCT_REPORTS, type ProductReportsSubject } from '../../platform/access/policies/product-reports.policy';
import { projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { findReportProjectsIn, type ReportProjectRow } from './product-reports.repo';

/** A project's product reports: found through the projects visibility join, read by the policy. */
export const reportProjectAccess: AccessSource<ProductReportsSubject, ReportProjectRow> = {
  notFound: () => notFound('Project not found.', ErrorCode.noProject),
  async find(db, user, ids) {
    const rows = await findReportProjectsIn(db, projectViewer(user), ids);
    return rows.map((row) => ({ id: row.id, subject: PRODUCT_REPORTS, removed: false, row }));
  },
};
