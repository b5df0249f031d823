import type { AccessSource } from '../../platform/access/access';
import type {
  ApartmentResidentsSubject,
  CondominiumPeopleSubject,
} from '../../platform/access/policies/residents.policy';
import { notFound } from '../../platform/http/app-error';
import { findApartmentsIn, findCondominiumsIn } from './residents.repo';

/** A condominium's people: the condominium must exist; who sees them is the policy's `read`. */
export const condominiumPeopleAccess: AccessSource<CondominiumPeopleSubject, { id: number }> = {
  notFound: () => notFound('Condominium not found.'),
  async find(db, _user, ids) {
    const rows = await findCondominiumsIn(db, ids);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'condominiumPeople', condominiumId: row.id },
      removed: false,
      row,
    }));
  },
};

/**
 * An apartment's residents, always within the condominium of the path: an apartment of another
 * condominium is the same 404 as a missing one.
 */
export const apartmentResidentsAccess: AccessSource<
  ApartmentResidentsSubject,
  { id: number; condominiumId: number },
  { condominiumId: number }
> = {
  notFound: () => notFound('Apartment not found.'),
  async find(db, _user, ids, { within }) {
    if (!within) return [];
    const rows = await findApartmentsIn(db, within.condominiumId, ids);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'apartmentResidents', apartmentId: row.id, condominiumId: row.condominiumId },
      removed: false,
      row,
    }));
  },
};
