import { document, projectDocumentsCan } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { DocumentSubject, ProjectDocumentsSubject } from '../../platform/access/policies/documents.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DocumentCan } from './document-answers.repo';

/** `sharedOnly`: seen only through a summary view shared with the user's company (read-only). */
export function documentSubject(projectId: number, sharedOnly = false): DocumentSubject {
  return { kind: 'document', projectId, sharedOnly };
}

export function projectDocumentsSubject(projectId: number, exportEnabled: boolean): ProjectDocumentsSubject {
  return { kind: 'projectDocuments', projectId, exportEnabled };
}

/*
 * These two answers are written as JSON text by PostgreSQL (document-answers.repo.ts), past the response
 * serializer that drops keys a contract does not name; so `can` goes through its contract schema
 * here, which keeps the actions the answer names (not `read`: the answer itself says that).
 */

/** The panel's buttons, for documents that do not exist yet. */
export function presentPanelCan(user: AuthUser, subject: ProjectDocumentsSubject) {
  return projectDocumentsCan.parse(can(user, subject));
}

/**
 * What the user may do with a document of the project they see. The rules read the user, the
 * project and whether only a summary view shows it, never the document itself (documents.policy.ts),
 * so a list computes this once.
 */
export function presentDocumentCan(user: AuthUser, projectId: number, sharedOnly = false): DocumentCan {
  return document.shape.can.parse(can(user, documentSubject(projectId, sharedOnly)));
}
