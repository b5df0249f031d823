import type { AuthUser } from '../../auth/auth-user';
import { isUserAdmin } from '../people-facts';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { isOwnerManager } from '../user-facts';

/**
 * Category administration is user administration (users.manage), done on the /companies screens,
 * which are the owner-managers'.
 */
const isCategoryWriter = (user: AuthUser) => isOwnerManager(user) && isUserAdmin(user);

export interface UserCategorySubject {
  kind: 'userCategory';
  isDefault: boolean;
}

export const userCategoryPolicy = definePolicy<UserCategorySubject>(staffArea)({
  /** The default category is never deleted (409 code 28); its users would have nowhere to go. */
  delete: (user, category) => isCategoryWriter(user) && !category.isDefault,
});

/** The categories collection: every signed-in user reads it (the user forms pick from it). */
export interface UserCategoriesSubject {
  kind: 'userCategories';
}

export const userCategoriesPolicy = definePolicy<UserCategoriesSubject>(staffArea)({
  /** Creating and deleting categories. */
  manage: isCategoryWriter,
  /** The list: every staff user (the user forms pick from it). */
  list: () => true,
});
