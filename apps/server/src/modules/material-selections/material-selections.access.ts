import type { AccessSource } from '../../platform/access/access';
import {
  type ApartmentMaterialsSubject,
  OFFERED_PRODUCT,
  type OfferedProductSubject,
} from '../../platform/access/policies/material-selections.policy';
import { isStaff } from '../../platform/access/user-facts';
import { projectViewer } from '../../platform/access/viewers';
import { notFound } from '../../platform/http/app-error';
import { findProductKeysIn } from '../products/products.repo';
import { findVisibleProjectRecords } from '../projects/projects.repo';
import { findProjectApartmentsIn, type SelectionApartmentRow } from './selection-apartments.repo';
import { findOfferedProductIds } from './selection-forms.repo';

/**
 * An apartment's material selection within one project: found only when the project is one of
 * the apartment's condominium's projects, so any other pairing is the same 404 as a missing id.
 * For staff the project must also pass their visibility join. `lock` takes the apartment's row
 * FOR UPDATE: a save holds it so that two saves of one apartment never interleave.
 */
export const apartmentMaterialsAccess: AccessSource<
  ApartmentMaterialsSubject,
  SelectionApartmentRow,
  { projectId: number }
> = {
  notFound: () => notFound('Apartment not found.'),
  async find(db, user, ids, { within, lock }) {
    if (!within) return [];
    const rows = await findProjectApartmentsIn(db, within.projectId, ids, lock);
    if (!rows.length) return [];
    // The apartment query already refused a deleted project, so a viewer of every project needs no more.
    const viewer = projectViewer(user);
    const projectVisible =
      isStaff(user) &&
      (viewer.seesEveryProject || (await findVisibleProjectRecords(db, viewer, [within.projectId], false)).length > 0);
    return rows.map((row) => ({
      id: row.id,
      subject: { kind: 'apartmentMaterials', apartmentId: row.id, condominiumId: row.condominiumId, projectVisible },
      removed: false,
      row,
    }));
  },
};

/**
 * Catalogue products as a resident reaches them: only those offered in their apartment's forms
 * (the SQL decides; anything else is 404). Staff read the catalogue through products.access.
 */
export const offeredProductAccess: AccessSource<
  OfferedProductSubject,
  Awaited<ReturnType<typeof findProductKeysIn>>[number]
> = {
  notFound: () => notFound('Product not found.'),
  async find(db, user, ids) {
    const offered = await findOfferedProductIds(db, user.id, ids);
    if (!offered.length) return [];
    const rows = await findProductKeysIn(db, offered, false);
    return rows.map((row) => ({ id: row.id, subject: OFFERED_PRODUCT, removed: false, row }));
  },
};
