import { ErrorCode } from '@portal/contracts';
import type { AccessSource } from '../../platform/access/access';
import type { ProjectSubject } from '../../platform/access/policies/projects.policy';
import { projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { projectSubject } from './projects.presenter';
import { findVisibleProjectRecords, type ProjectRecord } from './projects.repo';

/**
 * Projects for the access gate (`requireAccess(db, user, 'update', projectAccess, id)`): those the
 * user's visibility join lets through (DECISIONS.md "Who sees what"). A soft-deleted project is
 * not removed here: owner-managers still see and change it (marked), everyone else is refused it as
 * hidden (404, catalogue code 17 "project missing").
 */
export const projectAccess: AccessSource<ProjectSubject, ProjectRecord> = {
  notFound: () => notFound('Project not found.', ErrorCode.noProject),
  async find(db, user, ids, { lock }) {
    const rows = await findVisibleProjectRecords(db, projectViewer(user), ids, lock);
    return rows.map((row) => ({ id: row.id, subject: projectSubject(row.id), removed: false, row }));
  },
};
