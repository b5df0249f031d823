import type { AttachableCompany, Project, ProjectCompany } from '@portal/contracts';
import { presentStatus } from '../project-statuses/project-statuses.presenter';
import type { ProjectCompanyRow, ProjectRow } from './projects.repo';

export function presentProjectCompany(c: ProjectCompanyRow): ProjectCompany {
  return { id: c.id, name: c.name, code: c.code, type: c.type };
}

export function presentAttachableCompany(c: Pick<ProjectCompanyRow, 'id' | 'name' | 'type'>): AttachableCompany {
  return { id: c.id, name: c.name, type: c.type };
}

/** The fields a project answer exposes (spec part 2 section 3). */
export function presentProject({ project: p, status, companies, grants }: ProjectRow): Project {
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
    // Documents arrive with the documents issue: it counts them here (a correlated count in the
    // list statement, or a counter kept on projects) and keeps `last_document_at` current.
    document_count: 0,
    mostRecentDocument: p.lastDocumentAt?.toISOString() ?? null,
    contentPermissions: grants,
    deleted_at: p.deletedAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
