import type { AttachableCompany, CompanyRoleRow, Project, ProjectCompany } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import type { ProjectSubject } from '../../platform/access/policies/projects.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import { presentStatus } from '../project-statuses/project-statuses.repo';
import type { ProjectCompanyRow, ProjectRoleRow, ProjectRow } from './projects.repo';

/** The facts the project policy reads. */
export const projectSubject = (id: number): ProjectSubject => ({ kind: 'project', id });

export function presentProjectCompany(c: ProjectCompanyRow): ProjectCompany {
  return { id: c.id, name: c.name, code: c.code, type: c.type };
}

export function presentAttachableCompany(c: Pick<ProjectCompanyRow, 'id' | 'name' | 'type'>): AttachableCompany {
  return { id: c.id, name: c.name, type: c.type };
}

/** A row of the folder visibility grid, as GET roles answers it. */
export function presentProjectRole(r: ProjectRoleRow): CompanyRoleRow {
  return {
    id: r.id,
    name: r.name,
    display_name: r.displayName,
    company_id: r.companyId,
    company_name: r.companyName,
    company_type: r.companyType,
  };
}

/** The fields a project answer exposes (spec part 2 section 3), and what this user may do with it. */
export function presentProject(
  user: AuthUser,
  { project: p, status, companies, grants, documentCount, condominiumProject }: ProjectRow,
): Project {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    type: p.type,
    project_subtype_id: p.projectSubtypeId,
    project_status_id: p.projectStatusId,
    status: status ? presentStatus(status) : null,
    coordinates: p.coordinates,
    active: p.active,
    companies: companies.map(presentProjectCompany),
    // A correlated count in the list statement; the documents module keeps `last_document_at` current.
    document_count: documentCount,
    mostRecentDocument: p.lastDocumentAt?.toISOString() ?? null,
    contentPermissions: grants,
    condominiumProject,
    deleted_at: p.deletedAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    can: can(user, projectSubject(p.id)),
  };
}
