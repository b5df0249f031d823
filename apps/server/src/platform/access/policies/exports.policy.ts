import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission } from '../user-facts';

/** A ZIP export of a project's documents (spec part 2 §6 and §7 "Export"). */
export interface DocumentExportSubject {
  kind: 'documentExport';
  /** The installation allows exports (FEATURE_EXPORT). */
  exportEnabled: boolean;
}

/** Whoever sees the documents may export them while exporting is on; which documents is SQL. */
export const documentExportPolicy = definePolicy<DocumentExportSubject>()({
  create: (user: AuthUser, subject) =>
    subject.exportEnabled && hasPermission(user, 'projects.access') && hasPermission(user, 'documents.access'),
});
