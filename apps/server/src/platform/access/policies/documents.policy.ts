import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission, isInWritingCompany } from '../user-facts';

/**
 * The facts the document rules read. Whether the user sees the document at all is SQL (the project
 * and folder visibility joins): a document they may not see is 404 before any rule runs.
 */
export interface DocumentSubject {
  kind: 'document';
  projectId: number;
  /**
   * The user sees the document only because a summary view is shared with their company
   * (DECISIONS.md "Summary views"): read-only; its state keyword is set through the view.
   */
  sharedOnly: boolean;
}

/** Seeing documents: projects.access and documents.access (Super has every permission). */
const mayRead = (user: AuthUser) => hasPermission(user, 'projects.access') && hasPermission(user, 'documents.access');
/** Deleting: documents.delete; Super always. */
const mayDelete = (user: AuthUser) => user.isSuper || hasPermission(user, 'documents.delete');
/** Adding documents and moving them: Super or users of owner and subcontractor companies (DECISIONS.md "Who may write"). */
const mayCreate = (user: AuthUser) => isInWritingCompany(user) && hasPermission(user, 'document.create');
const mayMove = (user: AuthUser) => isInWritingCompany(user) && hasPermission(user, 'document.edit');

export const documentPolicy = definePolicy<DocumentSubject>(staffArea)({
  read: mayRead,
  update: (user, s) => !s.sharedOnly && hasPermission(user, 'document.edit'),
  delete: (user, s) => !s.sharedOnly && mayDelete(user),
  move: (user, s) => !s.sharedOnly && mayMove(user),
  /** Whoever sees a document but may not delete it may ask for its deletion (not through a summary view). */
  requestDelete: (user, s) => !s.sharedOnly && mayRead(user) && !mayDelete(user),
});

/** A project's document panel: the buttons for documents that do not exist yet. */
export interface ProjectDocumentsSubject {
  kind: 'projectDocuments';
  projectId: number;
  /** The installation allows exports (FEATURE_EXPORT). */
  exportEnabled: boolean;
}

export const projectDocumentsPolicy = definePolicy<ProjectDocumentsSubject>(staffArea)({
  read: mayRead,
  create: mayCreate,
  /** As the project policy's createFolder. */
  createFolder: mayCreate,
  move: mayMove,
  deleteAny: mayDelete,
  export: (user, subject) => subject.exportEnabled && mayRead(user),
});
