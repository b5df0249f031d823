import { createTestApp } from '../../test/harness';

/*
 * Moved: the factories live in test/project-factories.ts, and the harness's createTestApp needs no
 * workaround any more (the database pool reports idle connection errors itself). The status,
 * subtype, default-folder, permissions and companies tests still import from here; this file goes
 * once they import test/project-factories.ts and createTestApp.
 */
export {
  attachCompany,
  companyRoleId,
  createProject,
  defaultSubtypeId,
  grant,
  listFolders,
  statusBySlug,
  unique,
} from '../../test/project-factories';

export const createProjectsTestApp = createTestApp;
