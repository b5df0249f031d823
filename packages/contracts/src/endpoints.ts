import { additionalProductsEndpoints } from './endpoints/additional-products';
import { apartmentsEndpoints } from './endpoints/apartments';
import { authEndpoints } from './endpoints/auth';
import { companiesEndpoints } from './endpoints/companies';
import { companyUsersEndpoints } from './endpoints/company-users';
import { apartmentTemplatesEndpoints, condominiumsEndpoints } from './endpoints/condominiums';
import { configurationEndpoints } from './endpoints/configuration';
import { contactsEndpoints } from './endpoints/contacts';
import { csvImportsEndpoints } from './endpoints/csv-imports';
import { defaultFoldersEndpoints } from './endpoints/default-folders';
import { deleteRequestsEndpoints } from './endpoints/delete-requests';
import { documentTypesEndpoints } from './endpoints/document-types';
import { documentsEndpoints } from './endpoints/documents';
import { exportsEndpoints } from './endpoints/exports';
import { fieldsEndpoints } from './endpoints/fields';
import { foldersEndpoints } from './endpoints/folders';
import { materialDeadlinesEndpoints } from './endpoints/material-deadlines';
import { materialFormsEndpoints, templateMaterialFormsEndpoints } from './endpoints/material-forms';
import { materialQuotesEndpoints } from './endpoints/material-quotes';
import { materialSelectionsEndpoints } from './endpoints/material-selections';
import { mobileLinksEndpoints } from './endpoints/mobile-links';
import { notificationsEndpoints } from './endpoints/notifications';
import { permissionsEndpoints } from './endpoints/permissions';
import { productReportsEndpoints } from './endpoints/product-reports';
import { productsEndpoints } from './endpoints/products';
import { progressReportsEndpoints } from './endpoints/progress-reports';
import { projectStatusesEndpoints } from './endpoints/project-statuses';
import { projectSubtypesEndpoints } from './endpoints/project-subtypes';
import { projectsEndpoints } from './endpoints/projects';
import { projectsImportEndpoints } from './endpoints/projects-import';
import { residentsEndpoints } from './endpoints/residents';
import { roomCardsEndpoints } from './endpoints/room-cards';
import { schedulesEndpoints } from './endpoints/schedules';
import { searchEndpoints } from './endpoints/search';
import { summaryViewsEndpoints } from './endpoints/summary-views';
import { tagsEndpoints } from './endpoints/tags';
import { userCategoriesEndpoints } from './endpoints/user-categories';
import { userRequestsEndpoints } from './endpoints/user-requests';
import { usersEndpoints } from './endpoints/users';
import type { EndpointConfig } from './http/endpoint';

/**
 * Every declared endpoint, by area (ARCHITECTURE.md "Endpoints"). The server registers each route
 * from these, the web's typed client (`api.<area>.<name>`) is made from them, and the catalogue
 * coverage reads them.
 */
export const endpoints = {
  folders: foldersEndpoints,
  auth: authEndpoints,
  configuration: configurationEndpoints,
  fields: fieldsEndpoints,
  companies: companiesEndpoints,
  companyUsers: companyUsersEndpoints,
  users: usersEndpoints,
  userRequests: userRequestsEndpoints,
  userCategories: userCategoriesEndpoints,
  csvImports: csvImportsEndpoints,
  projects: projectsEndpoints,
  projectsImport: projectsImportEndpoints,
  permissions: permissionsEndpoints,
  defaultFolders: defaultFoldersEndpoints,
  projectStatuses: projectStatusesEndpoints,
  projectSubtypes: projectSubtypesEndpoints,
  documentTypes: documentTypesEndpoints,
  documents: documentsEndpoints,
  deleteRequests: deleteRequestsEndpoints,
  exports: exportsEndpoints,
  contacts: contactsEndpoints,
  schedules: schedulesEndpoints,
  progressReports: progressReportsEndpoints,
  notifications: notificationsEndpoints,
  mobileLinks: mobileLinksEndpoints,
  search: searchEndpoints,
  summaryViews: summaryViewsEndpoints,
  products: productsEndpoints,
  tags: tagsEndpoints,
  additionalProducts: additionalProductsEndpoints,
  condominiums: condominiumsEndpoints,
  apartmentTemplates: apartmentTemplatesEndpoints,
  apartments: apartmentsEndpoints,
  residents: residentsEndpoints,
  materialForms: materialFormsEndpoints,
  templateMaterialForms: templateMaterialFormsEndpoints,
  materialDeadlines: materialDeadlinesEndpoints,
  productReports: productReportsEndpoints,
  materialSelections: materialSelectionsEndpoints,
  materialQuotes: materialQuotesEndpoints,
  roomCards: roomCardsEndpoints,
};

/** The declarations as one flat list. */
export const allEndpoints: EndpointConfig[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, EndpointConfig>),
);

let ids: Map<EndpointConfig, string> | undefined;

/**
 * An endpoint's stable name, `<area key>.<endpoint key>` as in `endpoints` (`documents.upload`):
 * the OpenAPI `operationId`, so generated clients keep their method names across releases.
 * Built on first use, so a bundle that never asks pays nothing.
 */
export function endpointId(endpoint: EndpointConfig): string | undefined {
  ids ??= new Map(
    Object.entries(endpoints).flatMap(([area, group]) =>
      Object.entries(group as Record<string, EndpointConfig>).map(([key, e]) => [e, `${area}.${key}`] as const),
    ),
  );
  return ids.get(endpoint);
}
