import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission } from '../user-facts';

/*
 * Material forms of a condominium project (DECISIONS.md "Condominiums and materials"): staff who see
 * the project read its forms; projects.manage on it manages forms, their contents and their
 * template links (client and subcontractor managers too, as for the project's other contents,
 * DECISIONS.md "Who may write"). Project visibility is SQL and comes first; residents have no
 * projects.access and reach a form only through their apartment's own call.
 */
const reads = (user: AuthUser) => hasPermission(user, 'projects.access');
const manages = (user: AuthUser) => reads(user) && hasPermission(user, 'projects.manage');

/** A project's forms as a whole: listing them, adding one. */
export interface ProjectMaterialFormsSubject {
  kind: 'projectMaterialForms';
}

export const projectMaterialFormsPolicy = definePolicy<ProjectMaterialFormsSubject>()({
  read: reads,
  create: manages,
});

export const PROJECT_MATERIAL_FORMS: ProjectMaterialFormsSubject = { kind: 'projectMaterialForms' };

/** One form; `active` (linked to an apartment template) freezes its name and contents. */
export interface MaterialFormSubject {
  kind: 'materialForm';
  active: boolean;
}

export const materialFormPolicy = definePolicy<MaterialFormSubject>()({
  read: reads,
  /** Its name, groups, selects and options: only while no template links it (spec part 3 §4). */
  update: (user, form) => manages(user) && !form.active,
  delete: (user, form) => manages(user) && !form.active,
  /** Linking and unlinking apartment templates works in both states. */
  link: manages,
  duplicate: manages,
});
