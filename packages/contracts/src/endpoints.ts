import { foldersEndpoints } from './endpoints/folders';
import { projectsEndpoints } from './endpoints/projects';
import { projectsImportEndpoints } from './endpoints/projects-import';
import type { EndpointConfig } from './http/endpoint';

/**
 * Every declared endpoint, by area (ARCHITECTURE.md "Endpoints"). The server registers each route
 * from these, the web's typed client (`api.<area>.<name>`) is made from them, and the catalogue
 * coverage reads them.
 */
export const endpoints = {
  folders: foldersEndpoints,
  projects: projectsEndpoints,
  projectsImport: projectsImportEndpoints,
};

/** The declarations as one flat list. */
export const allEndpoints: EndpointConfig[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, EndpointConfig>),
);
