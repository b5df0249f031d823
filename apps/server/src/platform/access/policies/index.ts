import { companiesPolicy, companyPolicy } from './companies.policy';
import {
  apartmentPolicy,
  condominiumApartmentsPolicy,
  condominiumPolicy,
  condominiumsPolicy,
} from './condominiums.policy';
import { contactPolicy, projectContactsPolicy } from './contacts.policy';
import { defaultFolderPolicy, defaultFoldersPolicy } from './default-folders.policy';
import { deleteRequestPolicy, deleteRequestsPolicy } from './delete-requests.policy';
import { documentTypePolicy, documentTypesPolicy } from './document-types.policy';
import { documentPolicy, projectDocumentsPolicy } from './documents.policy';
import { fieldPolicy, keywordPolicy } from './fields.policy';
import { folderPolicy } from './folders.policy';
import { materialDeadlinesPolicy } from './material-deadlines.policy';
import { materialFormPolicy, projectMaterialFormsPolicy } from './material-forms.policy';
import { materialQuotePolicy, projectQuotesPolicy } from './material-quotes.policy';
import { apartmentMaterialsPolicy, offeredProductPolicy } from './material-selections.policy';
import { mobileLinksPolicy } from './mobile-links.policy';
import { notificationPolicy, notificationsPolicy } from './notifications.policy';
import { contentPermissionsPolicy, rolePermissionsPolicy } from './permissions.policy';
import { portalPolicy } from './portal.policy';
import { productReportsPolicy } from './product-reports.policy';
import { productCataloguePolicy } from './products.policy';
import { progressReportPolicy, projectProgressReportsPolicy } from './progress-reports.policy';
import { projectStatusesPolicy, projectStatusPolicy } from './project-statuses.policy';
import { projectSubtypePolicy, projectSubtypesPolicy } from './project-subtypes.policy';
import { projectCollectionPolicy, projectPolicy } from './projects.policy';
import { apartmentResidentsPolicy, condominiumPeoplePolicy } from './residents.policy';
import { projectSchedulesPolicy, schedulePolicy } from './schedules.policy';
import { searchPolicy } from './search.policy';
import { summaryViewPolicy, summaryViewsPolicy } from './summary-views.policy';
import { userCategoriesPolicy, userCategoryPolicy } from './user-categories.policy';
import { userPhotoPolicy } from './user-photos.policy';
import { userRequestPolicy, userRequestsPolicy } from './user-requests.policy';
import { userPolicy, usersPolicy } from './users.policy';
import { usersImportPolicy } from './users-import.policy';

/** Every resource's policy, by the `kind` its subjects carry. */
export const policies = {
  folder: folderPolicy,
  document: documentPolicy,
  projectDocuments: projectDocumentsPolicy,
  project: projectPolicy,
  userPhoto: userPhotoPolicy,
  company: companyPolicy,
  companies: companiesPolicy,
  user: userPolicy,
  users: usersPolicy,
  userCategory: userCategoryPolicy,
  userCategories: userCategoriesPolicy,
  userRequest: userRequestPolicy,
  userRequests: userRequestsPolicy,
  usersImport: usersImportPolicy,
  projects: projectCollectionPolicy,
  rolePermissions: rolePermissionsPolicy,
  contentPermissions: contentPermissionsPolicy,
  defaultFolders: defaultFoldersPolicy,
  defaultFolder: defaultFolderPolicy,
  projectStatuses: projectStatusesPolicy,
  projectStatus: projectStatusPolicy,
  projectSubtypes: projectSubtypesPolicy,
  projectSubtype: projectSubtypePolicy,
  documentTypes: documentTypesPolicy,
  documentType: documentTypePolicy,
  field: fieldPolicy,
  keyword: keywordPolicy,
  deleteRequests: deleteRequestsPolicy,
  deleteRequest: deleteRequestPolicy,
  portal: portalPolicy,
  condominium: condominiumPolicy,
  apartment: apartmentPolicy,
  condominiums: condominiumsPolicy,
  projectContacts: projectContactsPolicy,
  contact: contactPolicy,
  projectSchedules: projectSchedulesPolicy,
  schedule: schedulePolicy,
  projectProgressReports: projectProgressReportsPolicy,
  progressReport: progressReportPolicy,
  notifications: notificationsPolicy,
  notification: notificationPolicy,
  mobileLinks: mobileLinksPolicy,
  search: searchPolicy,
  summaryView: summaryViewPolicy,
  summaryViews: summaryViewsPolicy,
  productCatalogue: productCataloguePolicy,
  condominiumApartments: condominiumApartmentsPolicy,
  condominiumPeople: condominiumPeoplePolicy,
  apartmentResidents: apartmentResidentsPolicy,
  projectMaterialForms: projectMaterialFormsPolicy,
  materialForm: materialFormPolicy,
  materialDeadlines: materialDeadlinesPolicy,
  productReports: productReportsPolicy,
  apartmentMaterials: apartmentMaterialsPolicy,
  offeredProduct: offeredProductPolicy,
  materialQuote: materialQuotePolicy,
  projectQuotes: projectQuotesPolicy,
};

export type Policies = typeof policies;
