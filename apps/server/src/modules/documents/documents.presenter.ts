import { allows } from '../../platform/access/gate';
import type { DocumentSubject, ProjectDocumentsSubject } from '../../platform/access/policies/documents.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DocumentCan } from './documents.answer';

export function documentSubject(projectId: number): DocumentSubject {
  return { kind: 'document', projectId };
}

export function projectDocumentsSubject(projectId: number, exportEnabled: boolean): ProjectDocumentsSubject {
  return { kind: 'projectDocuments', projectId, exportEnabled };
}

export function presentPanelCan(user: AuthUser, subject: ProjectDocumentsSubject) {
  return {
    create: allows(user, 'create', subject),
    createFolder: allows(user, 'createFolder', subject),
    move: allows(user, 'move', subject),
    deleteAny: allows(user, 'deleteAny', subject),
    export: allows(user, 'export', subject),
  };
}

/**
 * What the user may do with a document of the project they see. The rules read the user and the
 * project, never the document itself (documents.policy.ts), so a list computes this once.
 */
export function presentDocumentCan(user: AuthUser, projectId: number): DocumentCan {
  const subject = documentSubject(projectId);
  return {
    update: allows(user, 'update', subject),
    delete: allows(user, 'delete', subject),
    move: allows(user, 'move', subject),
    requestDelete: allows(user, 'requestDelete', subject),
  };
}
