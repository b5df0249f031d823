import type { Project } from '@portal/contracts';

/** A project answer as the server sends it (every field its contract declares), for web tests. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? 1;
  return {
    id,
    code: `P${id}`,
    name: `Project ${id}`,
    type: 'infrastructure',
    project_subtype_id: 1,
    project_status_id: null,
    status: null,
    coordinates: null,
    active: true,
    companies: [],
    document_count: 0,
    mostRecentDocument: null,
    contentPermissions: [],
    condominiumProject: null,
    deleted_at: null,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    can: {
      update: false,
      archive: false,
      delete: false,
      manageCompanies: false,
      manageGrants: false,
      createFolder: false,
    },
    ...overrides,
  };
}
