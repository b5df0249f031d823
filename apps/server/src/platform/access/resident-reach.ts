import type { Area } from '@portal/contracts/catalogue';
import type { EndpointConfig } from '@portal/contracts/http/endpoint';
import type { AuthUser } from '../auth/auth-user';
import { isStaff } from './user-facts';

/*
 * What a resident (a user of no company: an apartment's owner or tenant, a condominium's admin or
 * stakeholder) may never reach (DECISIONS.md "Apartment residents"): the staff areas answer 404 to
 * them, lists included, whatever each area's own policy would say (several answered 403 or an
 * empty list, which tells that the area exists). Checked once for every route, so an area added
 * later is closed by adding its name here, not by remembering it in each handler.
 */
const STAFF_AREAS: ReadonlySet<Area> = new Set<Area>([
  'users',
  'companies',
  'user-categories',
  'permissions',
  'projects',
  'project-statuses',
  'project-subtypes',
  'folders',
  'default-folders',
  'documents',
  'document-types',
  'delete-requests',
  'exports',
  'contacts',
  'schedules',
  'progress-reports',
  'mobile-links',
  'summary-views',
  'search',
  'imports',
]);

/** The globals every signed-in client loads (spec part 1 §3), though their areas are staff's. */
const GLOBAL_PATHS: ReadonlySet<string> = new Set(['userTypes', 'companyTypes']);

/** True when the endpoint lies outside what a resident reaches: answer 404. Staff reach everything. */
export function isOutsideResidentReach(user: AuthUser, endpoint: EndpointConfig): boolean {
  if (isStaff(user)) return false;
  return STAFF_AREAS.has(endpoint.area) && !GLOBAL_PATHS.has(endpoint.path);
}
