import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { isOwnerManager } from '../user-facts';

/**
 * Document types and their fields (spec part 2 "Document types"): every signed-in user reads them
 * (the upload dialog chooses from them); owner-managers keep them (/document-types, DECISIONS.md
 * "Gates").
 */
export interface DocumentTypesSubject {
  kind: 'documentTypes';
}

export const documentTypesPolicy = definePolicy<DocumentTypesSubject>(staffArea)({
  create: isOwnerManager,
  /** The field management modal: add, edit and delete fields. */
  manageFields: isOwnerManager,
  /** The list: every staff user (the upload dialog chooses from it). */
  list: () => true,
});

/** One type. The default type is never deleted; whether a type is in use the service answers (27). */
export interface DocumentTypeSubject {
  kind: 'documentType';
  id: number;
  isDefault: boolean;
}

export const documentTypePolicy = definePolicy<DocumentTypeSubject>(staffArea)({
  /** Its fields always; its name and activity unless it is the default type (the service answers 409). */
  update: isOwnerManager,
  delete: (user, type) => isOwnerManager(user) && !type.isDefault,
});
