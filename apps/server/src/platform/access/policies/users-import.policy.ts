import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { hasPermission } from '../user-facts';

/**
 * The users CSV import. The import permission alone does not reach other companies: each row's
 * company must allow the caller to manage its users (the company policy's `manageUsers`).
 */
export interface UsersImportSubject {
  kind: 'usersImport';
}

export const usersImportPolicy = definePolicy<UsersImportSubject>(staffArea)({
  upload: (user) => hasPermission(user, 'import'),
  /** The sample file: every staff user (it holds no data). */
  template: () => true,
});
