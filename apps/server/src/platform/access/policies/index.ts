import { companiesPolicy, companyPolicy } from './companies.policy';
import { folderPolicy } from './folders.policy';
import { projectCollectionPolicy, projectPolicy } from './projects.policy';
import { userCategoriesPolicy, userCategoryPolicy } from './user-categories.policy';
import { userPhotoPolicy } from './user-photos.policy';
import { userRequestPolicy, userRequestsPolicy } from './user-requests.policy';
import { userPolicy, usersPolicy } from './users.policy';
import { usersImportPolicy } from './users-import.policy';

/** Every resource's policy, by the `kind` its subjects carry. */
export const policies = {
  folder: folderPolicy,
  project: projectPolicy,
  userPhoto: userPhotoPolicy,
  company: companyPolicy,
  companies: companiesPolicy,
  user: userPolicy,
  users: usersPolicy,
  userCategory: userCategoryPolicy,
  userCategories: userCategoriesPolicy,
  userRequest: userRequestPolicy,
  userRequests: userRequestsPolicy,
  usersImport: usersImportPolicy,
  projects: projectCollectionPolicy,
};

export type Policies = typeof policies;
