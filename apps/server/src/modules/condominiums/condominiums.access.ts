import type { AccessSource } from '../../platform/access/access';
import type { CondominiumSubject } from '../../platform/access/policies/condominiums.policy';
import { isStaff } from '../../platform/access/user-facts';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/http/app-error';
import { type ApartmentTemplateRow, findTemplatesIn } from './apartment-templates.repo';
import { type CondominiumRecord, type CondominiumViewer, findVisibleCondominiumsIn } from './condominiums.repo';

/** Staff see every condominium; anyone else those of their memberships (DECISIONS.md "Apartment residents"). */
export function condominiumViewer(user: AuthUser): CondominiumViewer {
  return {
    seesAll: isStaff(user),
    condominiumIds: [
      ...new Set([...user.condominiums.map((c) => c.id), ...user.apartments.map((a) => a.condominiumId)]),
    ],
    adminCondominiumIds: user.condominiums.filter((c) => c.role === 'admin').map((c) => c.id),
    apartmentIds: user.apartments.map((a) => a.id),
  };
}

export const condominiumSubject = (id: number): CondominiumSubject => ({ kind: 'condominium', id });

/** Condominiums for the access gate: hidden and missing ones are the same 404. */
export const condominiumAccess: AccessSource<CondominiumSubject, CondominiumRecord> = {
  notFound: () => notFound('Condominium not found.'),
  async find(db, user, ids, { lock }) {
    const rows = await findVisibleCondominiumsIn(db, condominiumViewer(user), ids, lock);
    return rows.map((row) => ({ id: row.id, subject: condominiumSubject(row.id), removed: false, row }));
  },
};

/**
 * Apartment templates, always within a condominium the service has checked first: a template of
 * another condominium is 404. The template's actions are its condominium's `manageTemplates`.
 */
export const apartmentTemplateAccess: AccessSource<
  CondominiumSubject,
  ApartmentTemplateRow,
  { condominiumId: number }
> = {
  notFound: () => notFound('Apartment template not found.'),
  async find(db, _user, ids, { within, lock }) {
    if (!within) return [];
    const rows = await findTemplatesIn(db, within.condominiumId, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: condominiumSubject(row.condominiumId), removed: false, row }));
  },
};
