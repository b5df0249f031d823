import type { DocumentType } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { presentField } from '../fields/fields.repo';
import type { DocumentTypeWithFields } from './document-types.repo';

export const typeSubject = (t: { id: number; isDefault: boolean }) =>
  ({ kind: 'documentType', id: t.id, isDefault: t.isDefault }) as const;

/** A type with its fields and what this user may do with it. */
export function presentDocumentType(user: AuthUser, t: DocumentTypeWithFields): DocumentType {
  return {
    id: t.id,
    name: t.name,
    is_default: t.isDefault,
    is_immutable: t.isImmutable,
    is_active: t.isActive,
    fields: t.fields.map(presentField),
    can: can(user, typeSubject(t)),
  };
}
