import type { AccessSource } from '../../platform/access/access';
import { DELETE_REQUEST, type DeleteRequestSubject } from '../../platform/access/policies/delete-requests.policy';
import { documentViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { type DeleteRequestRow, findOpenRequests } from './delete-requests.repo';

/**
 * Open delete requests for the access gate: those of documents the user sees (the documents' rule,
 * DECISIONS.md "Who sees what"). A request that was accepted, rejected or whose document was
 * removed is no longer open: 404.
 */
export const deleteRequestAccess: AccessSource<DeleteRequestSubject, DeleteRequestRow> = {
  notFound: () => notFound('Delete request not found.'),
  async find(db, user, ids) {
    const rows = await findOpenRequests(db, documentViewer(user), [...ids]);
    return rows.map((row) => ({ id: row.id, subject: DELETE_REQUEST, removed: false, row }));
  },
};
