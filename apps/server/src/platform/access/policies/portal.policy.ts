import { definePolicy } from '../policy';
import { companiesPolicy } from './companies.policy';
import { keywordPolicy } from './fields.policy';
import { PROJECTS, projectCollectionPolicy } from './projects.policy';
import { usersPolicy } from './users.policy';
import { usersImportPolicy } from './users-import.policy';

/**
 * The portal as a whole: what the signed-in user may do where there is no resource yet to carry
 * `can` (creating, importing, the administration screens). The current user's answer carries it
 * (`GET user`), each action the rule of the resource's own policy.
 */
export interface PortalSubject {
  kind: 'portal';
}

export const portalPolicy = definePolicy<PortalSubject>()({
  createProject: (user) => projectCollectionPolicy.create(user, PROJECTS),
  importProjects: (user) => projectCollectionPolicy.import(user, PROJECTS),
  manageCompanies: (user) => companiesPolicy.create(user, { kind: 'companies' }),
  administerUsers: (user) => usersPolicy.list(user, { kind: 'users' }),
  importUsers: (user) => usersImportPolicy.upload(user, { kind: 'usersImport' }),
  /** The keyword calls of fields (keywords.manage): the project page's keyword editing. */
  manageKeywords: (user) => keywordPolicy.update(user, { kind: 'keyword', fieldIsDefault: false }),
});

export const PORTAL: PortalSubject = { kind: 'portal' };
