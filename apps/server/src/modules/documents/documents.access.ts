import { type AccessSource, removedError } from '../../platform/access/access';
import type { DocumentSubject, ProjectDocumentsSubject } from '../../platform/access/policies/documents.policy';
import { documentViewer, projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { findVisibleProjectRecords, type ProjectRecord } from '../projects/projects.repo';
import { documentSubject, projectDocumentsSubject } from './documents.presenter';
import { type DocumentRow, findVisibleDocuments } from './documents.repo';

/**
 * Documents for the access gate: those whose project and folder the user sees, or that a summary
 * view shared with the user's company shows (documents.repo `readableDocumentCondition`; the latter
 * read-only, `sharedOnly`), within a project when the path names one (a document of another
 * project is not found). A removed document answers 410 until the purge.
 *
 *   const doc = await requireAccess(tx, user, 'update', documentAccess, id, { within: { projectId } });
 */
export const documentAccess: AccessSource<DocumentSubject, DocumentRow, { projectId: number }> = {
  notFound: () => notFound('Document not found.'),
  removed: () => removedError('The document has been removed.'),
  async find(db, user, ids, { within, lock }) {
    const rows = await findVisibleDocuments(db, documentViewer(user), ids, { projectId: within?.projectId, lock });
    return rows.map((row) => ({
      id: row.document.id,
      subject: documentSubject(row.document.projectId, row.sharedOnly),
      removed: row.document.deletedAt !== null,
      row,
    }));
  },
};

/**
 * A project's documents as a whole (the panel, an upload, a set to delete or export): a project
 * the user sees, with the document panel's policy (documents.access to see them: 404 without).
 * `exportEnabled` is the installation's FEATURE_EXPORT, which the policy reads.
 *
 *   const { subject } = await requireAccess(db, user, 'create', projectDocumentsAccess(exportEnabled), projectId);
 */
export function projectDocumentsAccess(exportEnabled: boolean): AccessSource<ProjectDocumentsSubject, ProjectRecord> {
  return {
    notFound: () => notFound('Project not found.'),
    async find(db, user, ids, { lock }) {
      const rows = await findVisibleProjectRecords(db, projectViewer(user), ids, lock);
      return rows.map((row) => ({
        id: row.id,
        subject: projectDocumentsSubject(row.id, exportEnabled),
        removed: false,
        row,
      }));
    },
  };
}
