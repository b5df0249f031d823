import type { AccessSource } from '../../platform/access/access';
import { CONTACT, type ContactSubject } from '../../platform/access/policies/contacts.policy';
import { notFound } from '../../platform/http/app-error';
import { type ContactRow, findContactsIn } from './contacts.repo';

/**
 * Contacts for the access gate, always within a project: the service checks the project first
 * (its visibility join), so a contact of another project, or of a hidden one, is the same 404.
 */
export const contactAccess: AccessSource<ContactSubject, ContactRow, { projectId: number }> = {
  notFound: () => notFound('Contact not found.'),
  async find(db, _user, ids, { within, lock }) {
    if (!within) return [];
    const rows = await findContactsIn(db, within.projectId, ids, lock);
    return rows.map((row) => ({ id: row.id, subject: CONTACT, removed: false, row }));
  },
};
