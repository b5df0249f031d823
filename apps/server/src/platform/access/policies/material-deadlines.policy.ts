import type { AuthUser } from '../../auth/auth-user';
import { definePolicy } from '../policy';
import { hasPermission, isStaff } from '../user-facts';

/**
 * A project's selection, form and quote deadlines (DECISIONS.md "Condominiums and materials"):
 * staff who see the project read them, projects.manage on it sets them. Whether the project is seen
 * at all is SQL (the projects visibility join) and comes first. Residents read their deadlines only
 * through their apartment's material forms, so here they are refused even where SQL would let a
 * row through.
 */
const reads = (user: AuthUser) => isStaff(user) && hasPermission(user, 'projects.access');
const manages = (user: AuthUser) => reads(user) && hasPermission(user, 'projects.manage');

export interface MaterialDeadlinesSubject {
  kind: 'materialDeadlines';
}

export const materialDeadlinesPolicy = definePolicy<MaterialDeadlinesSubject>()({
  read: reads,
  manage: manages,
});

export const MATERIAL_DEADLINES: MaterialDeadlinesSubject = { kind: 'materialDeadlines' };
