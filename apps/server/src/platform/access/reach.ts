import type { Reach } from './policy';
import { isStaff } from './user-facts';

/*
 * What a resident (a user of no company: an apartment's owner or tenant, a condominium's admin or
 * stakeholder) may never reach (DECISIONS.md "Apartment residents"): the staff areas answer 404 to
 * them, lists included, whatever the area's own rules would say (403 or an empty list would tell
 * that the area exists). The reach is part of each staff area's policy (`definePolicy(staffArea)`),
 * not a gate in front of the routes, so each policy's table shows it and a route answers what its
 * table says.
 */

/** The staff areas (projects, documents, companies, users, search, ...): Super and users of a company. */
export const staffArea: Reach = isStaff;
