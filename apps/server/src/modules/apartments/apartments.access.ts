import type { AccessSource } from '../../platform/access/access';
import type {
  ApartmentSubject,
  CondominiumApartmentsSubject,
} from '../../platform/access/policies/condominiums.policy';
import { notFound } from '../../platform/http/app-error';
import { type ApartmentRow, type CondominiumRow, findApartmentsIn, findCondominiumsIn } from './apartments.repo';

/**
 * A condominium's apartments as a whole (the list, adding one): found by the condominium's id, so a
 * missing condominium and one whose apartments the user may not list are the same 404.
 */
export const condominiumApartmentsAccess: AccessSource<CondominiumApartmentsSubject, CondominiumRow> = {
  notFound: () => notFound('Condominium not found.'),
  async find(db, _user, ids, { lock }) {
    const rows = await findCondominiumsIn(db, ids, lock);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'condominiumApartments', condominiumId: row.id },
      removed: false,
      row,
    }));
  },
};

/**
 * Apartments, optionally within a condominium: an apartment of another condominium is not found
 * through this one (404), whoever asks.
 */
export const apartmentAccess: AccessSource<ApartmentSubject, ApartmentRow, { condominiumId: number }> = {
  notFound: () => notFound('Apartment not found.'),
  async find(db, _user, ids, { within, lock }) {
    const rows = await findApartmentsIn(db, ids, within?.condominiumId, lock);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'apartment', id: row.id, condominiumId: row.condominiumId },
      removed: false,
      row,
    }));
  },
};
