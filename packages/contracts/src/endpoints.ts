import { defaultFoldersEndpoints } from './endpoints/default-folders';
import { foldersEndpoints } from './endpoints/folders';
import { permissionsEndpoints } from './endpoints/permissions';
import { projectStatusesEndpoints } from './endpoints/project-statuses';
import { projectSubtypesEndpoints } from './endpoints/project-subtypes';
import type { EndpointConfig } from './http/endpoint';

/**
 * Every declared endpoint, by area (ARCHITECTURE.md "Endpoints"). The server registers each route
 * from these, the web's typed client (`api.<area>.<name>`) is made from them, and the catalogue
 * coverage reads them.
 */
export const endpoints = {
  folders: foldersEndpoints,
  permissions: permissionsEndpoints,
  defaultFolders: defaultFoldersEndpoints,
  projectStatuses: projectStatusesEndpoints,
  projectSubtypes: projectSubtypesEndpoints,
};

/** The declarations as one flat list. */
export const allEndpoints: EndpointConfig[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, EndpointConfig>),
);
