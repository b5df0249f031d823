/**
 * Kept for the status, subtype and default-folder features until they import these from
 * `@portal/contracts` themselves; the projects, folders and maps features no longer use it.
 */
export type { DefaultFolder, Folder, Project, ProjectStatus, ProjectSubtype } from '@portal/contracts';
