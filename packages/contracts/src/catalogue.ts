/**
 * The call catalogue: every server call named in the spec's three call catalogues (part 1 §7,
 * part 2 §7, part 3 §7), plus the paths DECISIONS.md chose where the spec leaves one unstated.
 *
 * Paths are relative to `/api/v1/`, without a leading slash; parameters are written `{name}`.
 * Literal segments are spelled exactly as the spec spells them (case matters). Calls that are
 * not in the spec's catalogues carry a note starting "addition:". The server's coverage test
 * (`catalogue-coverage.ts`) compares this list with its registered routes.
 */

/** Feature areas; each call belongs to the feature that owns it. */
export const AREAS = [
  'auth',
  'configuration',
  'users',
  'companies',
  'user-categories',
  'permissions',
  'projects',
  'project-statuses',
  'project-subtypes',
  'folders',
  'default-folders',
  'documents',
  'document-types',
  'fields',
  'delete-requests',
  'exports',
  'contacts',
  'schedules',
  'progress-reports',
  'notifications',
  'mobile-links',
  'summary-views',
  'search',
  'imports',
  'condominiums',
  'apartments',
  'apartment-templates',
  'material-forms',
  'material-deadlines',
  'material-selections',
  'material-quotes',
  'room-cards',
  'products',
  'product-categories',
  'tags',
  'reports',
  'realtime',
] as const;

export type Area = (typeof AREAS)[number];

export type CatalogueMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CatalogueCall {
  method: CatalogueMethod;
  /** Relative to `/api/v1/`, no leading slash, parameters as `{name}`. */
  path: string;
  area: Area;
  note?: string;
}

const MULTIPART_PUT = 'multipart; clients send it as POST with a method-override query';
const GET_WRITE = 'a write the spec sends as GET; served as written for existing clients (DECISIONS)';
const POST_TWIN = 'POST twin of a write the spec sends as GET; the web app uses POST (DECISIONS)';

export const CATALOGUE: readonly CatalogueCall[] = [
  // ---- Part 1: shell, sign-in, globals -------------------------------------------------------
  { method: 'GET', path: 'health', area: 'configuration', note: 'addition: operations (liveness and readiness)' },
  { method: 'GET', path: 'configuration', area: 'configuration' },
  { method: 'GET', path: 'instance-configuration', area: 'configuration' },

  { method: 'POST', path: 'authenticate', area: 'auth' },
  { method: 'GET', path: 'user', area: 'auth', note: 'login check' },
  {
    method: 'POST',
    path: 'logout',
    area: 'auth',
    note: "addition: revokes the bearer token; not in the spec's catalogue but needed",
  },
  { method: 'POST', path: 'acceptedprivacyterms', area: 'auth' },
  { method: 'GET', path: 'privacyterms', area: 'auth' },
  { method: 'POST', path: 'user/reset-password', area: 'auth' },
  { method: 'POST', path: 'user/change-password', area: 'auth' },
  { method: 'GET', path: 'userphoto/{id}', area: 'auth' },
  { method: 'PUT', path: 'userphoto/{id}', area: 'auth', note: `form field user_photo; ${MULTIPART_PUT}` },
  { method: 'DELETE', path: 'userphoto/{id}', area: 'auth' },

  { method: 'GET', path: 'fields', area: 'fields', note: 'global; without a token 401 no-user' },
  { method: 'GET', path: 'allKeywords', area: 'fields', note: 'global; without a token 401 no-user' },
  { method: 'GET', path: 'userTypes', area: 'users', note: 'global; without a token 401 no-user' },
  { method: 'GET', path: 'companyTypes', area: 'companies', note: 'global; without a token 401 no-user' },

  { method: 'POST', path: 'auth/pusher', area: 'realtime', note: 'private channel authorisation' },

  // ---- Users, companies, categories (part 3) --------------------------------------------------
  {
    method: 'POST',
    path: 'user/manual-password',
    area: 'users',
    note:
      'part 1 names the path with payload "not shown"; part 3 says setting a password carries newPassword ' +
      '(path not shown): this is that call, used from the users screens',
  },
  { method: 'GET', path: 'users', area: 'users', note: 'bulk' },
  { method: 'GET', path: 'users/{id}', area: 'users' },
  { method: 'DELETE', path: 'users/{id}', area: 'users' },
  { method: 'GET', path: 'companies/{id}/users', area: 'users' },
  { method: 'POST', path: 'companies/{id}/users', area: 'users', note: 'full create shape not shown' },
  { method: 'PUT', path: 'companies/{id}/users/{userId}', area: 'users' },
  { method: 'DELETE', path: 'companies/{id}/users/{userId}', area: 'users' },
  { method: 'PUT', path: 'companies/{id}/users/{userId}/resetpassword', area: 'users', note: 'reset by e-mail' },
  { method: 'POST', path: 'companies/{id}/users/{userId}/roles', area: 'users' },
  { method: 'DELETE', path: 'companies/{id}/users/{userId}/roles/{roleId}', area: 'users' },
  { method: 'POST', path: 'portal/user', area: 'users', note: 'new user request; payload not shown' },

  { method: 'GET', path: 'companies', area: 'companies', note: 'bulk' },
  { method: 'POST', path: 'companies', area: 'companies' },
  { method: 'GET', path: 'companies/{id}', area: 'companies' },
  { method: 'PUT', path: 'companies/{id}', area: 'companies' },
  { method: 'DELETE', path: 'companies/{id}', area: 'companies' },

  { method: 'GET', path: 'usercategories', area: 'user-categories' },
  { method: 'POST', path: 'usercategories', area: 'user-categories' },
  { method: 'DELETE', path: 'usercategories/{id}', area: 'user-categories' },

  // ---- Roles and permissions ------------------------------------------------------------------
  { method: 'GET', path: 'rolepermissions', area: 'permissions' },
  { method: 'GET', path: 'rolepermissions_owner', area: 'permissions' },
  { method: 'POST', path: 'rolepermissions', area: 'permissions' },
  { method: 'DELETE', path: 'rolepermissions/{role}/permission/{name}', area: 'permissions' },
  { method: 'GET', path: 'roles', area: 'permissions', note: 'bulk' },
  { method: 'GET', path: 'roles_typed', area: 'permissions' },
  { method: 'GET', path: 'content-permissions', area: 'permissions', note: 'optional filter content_type' },
  { method: 'POST', path: 'content-permissions', area: 'permissions' },
  { method: 'DELETE', path: 'content-permissions/{id}', area: 'permissions' },

  // ---- Projects (part 2) ----------------------------------------------------------------------
  { method: 'GET', path: 'projects', area: 'projects', note: 'optional limit, onlyactive=1, onlyinactive=1' },
  { method: 'POST', path: 'projects', area: 'projects' },
  { method: 'GET', path: 'projects/{id}', area: 'projects' },
  { method: 'PUT', path: 'projects/{id}', area: 'projects' },
  { method: 'DELETE', path: 'projects/{id}', area: 'projects' },
  {
    method: 'GET',
    path: 'projects/{id}/companies',
    area: 'projects',
    note: 'addition: DECISIONS "Who sees what" (companies attached to a project)',
  },
  {
    method: 'POST',
    path: 'projects/{id}/companies',
    area: 'projects',
    note: 'addition: DECISIONS "Who sees what" (body company_id)',
  },
  {
    method: 'DELETE',
    path: 'projects/{id}/companies/{companyId}',
    area: 'projects',
    note: 'addition: DECISIONS "Who sees what"',
  },

  { method: 'GET', path: 'projectSubtypes', area: 'project-subtypes' },
  { method: 'POST', path: 'projectSubtypes', area: 'project-subtypes' },
  { method: 'PUT', path: 'projectSubtypes/{id}', area: 'project-subtypes' },
  { method: 'DELETE', path: 'projectSubtypes/{id}', area: 'project-subtypes' },

  { method: 'GET', path: 'project-statuses', area: 'project-statuses' },
  { method: 'GET', path: 'project-statuses/{id}', area: 'project-statuses' },
  { method: 'POST', path: 'project-statuses/add', area: 'project-statuses' },
  { method: 'PUT', path: 'project-statuses/{id}/edit', area: 'project-statuses' },
  { method: 'DELETE', path: 'project-statuses/{id}/delete', area: 'project-statuses' },
  { method: 'GET', path: 'project-statuses/projects/{id}', area: 'project-statuses' },

  // ---- Folders and default folders ------------------------------------------------------------
  { method: 'GET', path: 'defaultfolders', area: 'default-folders' },
  { method: 'POST', path: 'defaultfolders', area: 'default-folders' },
  { method: 'PUT', path: 'defaultfolders/{id}', area: 'default-folders' },
  { method: 'DELETE', path: 'defaultfolders/{id}', area: 'default-folders' },

  { method: 'GET', path: 'projects/{id}/folders', area: 'folders' },
  { method: 'POST', path: 'projects/{id}/folders', area: 'folders' },
  { method: 'PUT', path: 'folders/{id}', area: 'folders' },
  { method: 'DELETE', path: 'folders/{id}', area: 'folders' },

  // ---- Documents ------------------------------------------------------------------------------
  { method: 'GET', path: 'projects/{id}/documents', area: 'documents' },
  { method: 'GET', path: 'projects/{id}/pictures', area: 'documents' },
  { method: 'GET', path: 'documents/{id}', area: 'documents' },
  { method: 'POST', path: 'projects/{id}/documents', area: 'documents', note: 'multipart; one call per file' },
  { method: 'PUT', path: 'projects/{id}/documents/{documentId}', area: 'documents' },
  { method: 'DELETE', path: 'projects/{id}/documents/{documentId}', area: 'documents' },
  { method: 'POST', path: 'projects/{id}/documents/delete', area: 'documents', note: 'bulk delete by ids' },
  { method: 'PUT', path: 'projects/{id}/documents/{documentId}/updateFolder', area: 'documents' },
  {
    method: 'POST',
    path: 'projects/{id}/documents/{documentId}/files/{fileId}/replace',
    area: 'documents',
    note: 'multipart, file required',
  },
  {
    method: 'GET',
    path: 'projects/{id}/documents/{documentId}/files/{fileId}',
    area: 'documents',
    note: 'part 1 "{document file url}"; blob',
  },
  {
    method: 'GET',
    path: 'projects/{id}/documents/{documentId}/thumb',
    area: 'documents',
    note: 'part 1 "thumb"; optional size small|medium|large',
  },

  { method: 'POST', path: 'projects/{id}/files-zip', area: 'exports', note: 'answers { data, code: 200 }' },

  { method: 'GET', path: 'document-delete-requests', area: 'delete-requests' },
  { method: 'POST', path: 'document-delete-requests', area: 'delete-requests' },
  { method: 'POST', path: 'document-delete-requests/{id}/accept', area: 'delete-requests' },
  { method: 'DELETE', path: 'document-delete-requests/{id}', area: 'delete-requests' },

  { method: 'GET', path: 'document-types', area: 'document-types' },
  { method: 'POST', path: 'document-types', area: 'document-types' },
  { method: 'PUT', path: 'document-types/{id}', area: 'document-types' },
  { method: 'DELETE', path: 'document-types/{id}', area: 'document-types' },
  { method: 'PUT', path: 'document-types/{id}/fields', area: 'document-types' },

  // ---- Fields and keywords --------------------------------------------------------------------
  { method: 'POST', path: 'fields', area: 'fields' },
  { method: 'PUT', path: 'fields/{id}', area: 'fields' },
  { method: 'DELETE', path: 'fields/{id}', area: 'fields' },
  {
    method: 'GET',
    path: 'fields/{id}/keywords',
    area: 'fields',
    note: 'the spec names fields/2|3|4/keywords (phase, subject, state)',
  },
  {
    method: 'PUT',
    path: 'fields/{id}/keywords/{keywordId}',
    area: 'fields',
    note: 'the spec writes fields/0/keywords/{keyword}: its client sends field id 0; the keyword id decides',
  },
  {
    method: 'DELETE',
    path: 'fields/{id}/keywords/{keywordId}',
    area: 'fields',
    note: 'the spec writes fields/0/keywords/{keyword}: its client sends field id 0; the keyword id decides',
  },

  // ---- Contacts, schedules, progress ----------------------------------------------------------
  { method: 'GET', path: 'projects/{id}/contacts', area: 'contacts' },
  { method: 'POST', path: 'projects/{id}/contacts', area: 'contacts' },
  { method: 'PUT', path: 'projects/{id}/contacts/{contactId}', area: 'contacts' },
  { method: 'DELETE', path: 'projects/{id}/contacts/{contactId}', area: 'contacts' },

  { method: 'GET', path: 'projects/{id}/schedules', area: 'schedules' },
  { method: 'POST', path: 'projects/{id}/schedules', area: 'schedules' },
  { method: 'PUT', path: 'projects/{id}/schedules/{scheduleId}', area: 'schedules' },
  { method: 'DELETE', path: 'projects/{id}/schedules/{scheduleId}', area: 'schedules' },

  { method: 'GET', path: 'projects/{id}/progressnumber-submissions', area: 'progress-reports' },
  { method: 'POST', path: 'projects/{id}/progressnumber-submissions', area: 'progress-reports' },
  { method: 'DELETE', path: 'projects/{id}/progressnumber-submissions/{submissionId}', area: 'progress-reports' },

  // ---- Notifications --------------------------------------------------------------------------
  { method: 'GET', path: 'notifications', area: 'notifications', note: 'admin list (all)' },
  { method: 'GET', path: 'notifications/latest', area: 'notifications' },
  { method: 'GET', path: 'notifications/global', area: 'notifications' },
  { method: 'POST', path: 'notifications', area: 'notifications', note: 'multipart, optional attachment' },
  { method: 'PUT', path: 'notifications/{id}', area: 'notifications', note: `attachment; ${MULTIPART_PUT}` },
  { method: 'DELETE', path: 'notifications/{id}', area: 'notifications' },
  { method: 'GET', path: 'notifications/{id}/download', area: 'notifications', note: 'blob' },
  { method: 'GET', path: 'projects/{id}/notifications', area: 'notifications' },
  { method: 'POST', path: 'projects/{id}/notifications/{notificationId}', area: 'notifications' },
  { method: 'DELETE', path: 'projects/{id}/notifications/{notificationId}', area: 'notifications' },
  { method: 'GET', path: 'condominium/{id}/notifications', area: 'notifications' },
  {
    method: 'POST',
    path: 'condominium/{id}/notifications/{notificationId}',
    area: 'notifications',
    note: 'addition: DECISIONS "Notifications" (same shape as projects/{id}/notifications/{nid})',
  },
  {
    method: 'DELETE',
    path: 'condominium/{id}/notifications/{notificationId}',
    area: 'notifications',
    note: 'addition: DECISIONS "Notifications" (same shape as projects/{id}/notifications/{nid})',
  },
  { method: 'GET', path: 'apartment/{id}/notifications', area: 'notifications' },
  {
    method: 'POST',
    path: 'apartment/{id}/notifications/{notificationId}',
    area: 'notifications',
    note: 'addition: DECISIONS "Notifications" (same shape as projects/{id}/notifications/{nid})',
  },
  {
    method: 'DELETE',
    path: 'apartment/{id}/notifications/{notificationId}',
    area: 'notifications',
    note: 'addition: DECISIONS "Notifications" (same shape as projects/{id}/notifications/{nid})',
  },

  // ---- Mobile links, CSV import, search -------------------------------------------------------
  { method: 'GET', path: 'mobilelinks', area: 'mobile-links' },
  { method: 'POST', path: 'mobilelinks', area: 'mobile-links' },
  { method: 'PUT', path: 'mobilelinks/{id}', area: 'mobile-links' },
  { method: 'DELETE', path: 'mobilelinks/{id}', area: 'mobile-links' },

  {
    method: 'POST',
    path: 'import/csv/{kind}',
    area: 'imports',
    note: 'kind projects or users; multipart csv_data; answers { data, code: 200 }',
  },

  { method: 'POST', path: 'search', area: 'search', note: 'perPage 5; results and more_available' },
  {
    method: 'GET',
    path: 'searchResultDetails/{documentId}/{query}',
    area: 'search',
    note: 'the spec writes {x}; chosen in DECISIONS: the search query',
  },

  // ---- Summary views --------------------------------------------------------------------------
  { method: 'GET', path: 'summaryviews', area: 'summary-views' },
  { method: 'POST', path: 'summaryviews', area: 'summary-views' },
  { method: 'GET', path: 'summaryviews/{id}', area: 'summary-views' },
  { method: 'DELETE', path: 'summaryviews/{id}', area: 'summary-views' },
  { method: 'GET', path: 'summaryviews/{id}/documents', area: 'summary-views' },
  { method: 'GET', path: 'summaryviews/{id}/companies/add/{companyId}', area: 'summary-views', note: GET_WRITE },
  { method: 'POST', path: 'summaryviews/{id}/companies/add/{companyId}', area: 'summary-views', note: POST_TWIN },
  { method: 'GET', path: 'summaryviews/{id}/companies/remove/{companyId}', area: 'summary-views', note: GET_WRITE },
  { method: 'POST', path: 'summaryviews/{id}/companies/remove/{companyId}', area: 'summary-views', note: POST_TWIN },
  { method: 'POST', path: 'summaryviews/{id}/documents/{documentId}/status', area: 'summary-views' },

  // ---- Reports --------------------------------------------------------------------------------
  {
    method: 'GET',
    path: 'projects/{id}/productreport/{formId}',
    area: 'reports',
    note: 'the spec writes {x}; chosen in DECISIONS: a material form id; HTML',
  },
  {
    method: 'GET',
    path: 'projects/{id}/productreportforproject',
    area: 'reports',
    note: 'HTML, by stairwell; part 3 writes a trailing slash',
  },

  // ---- Condominiums (part 3) ------------------------------------------------------------------
  { method: 'GET', path: 'condominiumsInfo', area: 'condominiums' },
  { method: 'GET', path: 'condominiums', area: 'condominiums', note: 'bulk' },
  { method: 'POST', path: 'condominiums', area: 'condominiums' },
  { method: 'GET', path: 'condominiums/{id}', area: 'condominiums' },
  { method: 'PUT', path: 'condominiums/{id}', area: 'condominiums' },
  { method: 'DELETE', path: 'condominiums/{id}', area: 'condominiums' },
  { method: 'GET', path: 'condominiums/{id}/projects', area: 'condominiums' },
  { method: 'POST', path: 'condominiumprojects', area: 'condominiums', note: 'condominium_id and project_id' },
  { method: 'GET', path: 'condominium/project/{id}/folders', area: 'condominiums' },
  { method: 'GET', path: 'condominium/photo/{id}', area: 'condominiums', note: 'failed fetch gives an error marker' },
  { method: 'POST', path: 'condominium/photo/{id}', area: 'condominiums' },
  { method: 'DELETE', path: 'condominium/photo/{id}', area: 'condominiums' },
  { method: 'GET', path: 'condominium/{id}/users', area: 'condominiums', note: 'condominium users' },
  { method: 'POST', path: 'condominium/{id}/users', area: 'condominiums' },
  { method: 'PUT', path: 'condominium/{id}/users/{userId}', area: 'condominiums' },
  { method: 'DELETE', path: 'condominium/{id}/users/{userId}', area: 'condominiums' },
  { method: 'GET', path: 'condominium/{id}/user/{userId}/modifyRole', area: 'condominiums', note: GET_WRITE },
  { method: 'POST', path: 'condominium/{id}/user/{userId}/modifyRole', area: 'condominiums', note: POST_TWIN },
  {
    method: 'GET',
    path: 'user/condominiums',
    area: 'condominiums',
    note: 'addition: the "My apartments" page of condominium admins and stakeholders (DECISIONS "Apartment residents")',
  },

  // ---- Apartments -----------------------------------------------------------------------------
  { method: 'GET', path: 'condominiums/{id}/apartments', area: 'apartments' },
  { method: 'POST', path: 'condominiums/{id}/apartments', area: 'apartments' },
  { method: 'GET', path: 'condominiums/{id}/apartments/{apartmentId}', area: 'apartments' },
  { method: 'DELETE', path: 'condominiums/{id}/apartments/{apartmentId}', area: 'apartments' },
  { method: 'GET', path: 'apartments/condominium/{id}', area: 'apartments' },
  { method: 'GET', path: 'apartment/{id}/condominium', area: 'apartments', note: 'the spec writes a trailing slash' },
  { method: 'GET', path: 'condominium/{id}/apartments/{apartmentId}/users', area: 'apartments' },
  {
    method: 'POST',
    path: 'condominium/{id}/apartments/{apartmentId}/user/{userId}/modifyRole',
    area: 'apartments',
    note: 'adds the user to the apartment or changes the role',
  },
  { method: 'GET', path: 'condominium/{id}/apartments/{apartmentId}/getAllowedRoles', area: 'apartments' },
  {
    method: 'GET',
    path: 'user/apartments',
    area: 'apartments',
    note: 'addition: the "My apartments" page of residents (DECISIONS "Apartment residents")',
  },
  {
    method: 'POST',
    path: 'condominium/{id}/apartments/{apartmentId}/users',
    area: 'apartments',
    note: 'addition: DECISIONS "Apartment residents" (staff add a resident by e-mail)',
  },
  { method: 'DELETE', path: 'condominium/{id}/apartments/{apartmentId}/user/{userId}/destroy', area: 'apartments' },

  // ---- Apartment templates --------------------------------------------------------------------
  { method: 'GET', path: 'condominiums/{id}/apartmenttemplates', area: 'apartment-templates' },
  { method: 'POST', path: 'condominiums/{id}/apartmenttemplates', area: 'apartment-templates' },
  { method: 'GET', path: 'condominiums/{id}/apartmenttemplates/{templateId}', area: 'apartment-templates' },
  { method: 'PUT', path: 'condominiums/{id}/apartmenttemplates/{templateId}', area: 'apartment-templates' },
  { method: 'DELETE', path: 'condominiums/{id}/apartmenttemplates/{templateId}', area: 'apartment-templates' },
  { method: 'GET', path: 'apartmenttemplates/{id}/materialforms', area: 'apartment-templates' },
  { method: 'POST', path: 'apartmenttemplates/{id}/materialforms', area: 'apartment-templates' },
  { method: 'DELETE', path: 'apartmenttemplates/{id}/materialforms/{formId}', area: 'apartment-templates' },
  {
    method: 'GET',
    path: 'apartmenttemplates/{id}/materialforms-with-submissions/{apartmentId}',
    area: 'apartment-templates',
    note: 'the spec writes {x}; chosen in DECISIONS: an apartment id',
  },

  // ---- Material forms -------------------------------------------------------------------------
  { method: 'GET', path: 'materialforms', area: 'material-forms', note: 'bulk' },
  { method: 'GET', path: 'projects/{id}/materialforms', area: 'material-forms' },
  { method: 'POST', path: 'projects/{id}/materialforms', area: 'material-forms' },
  { method: 'GET', path: 'projects/{id}/materialforms/{formId}', area: 'material-forms' },
  { method: 'PUT', path: 'projects/{id}/materialforms/{formId}', area: 'material-forms' },
  { method: 'DELETE', path: 'projects/{id}/materialforms/{formId}', area: 'material-forms' },
  { method: 'GET', path: 'projects/{id}/materialforms/apartment/{apartmentId}', area: 'material-forms' },
  { method: 'GET', path: 'projects/{id}/materialforms/{formId}/duplicate', area: 'material-forms', note: GET_WRITE },
  { method: 'POST', path: 'projects/{id}/materialforms/{formId}/duplicate', area: 'material-forms', note: POST_TWIN },
  {
    method: 'PUT',
    path: 'projects/{id}/materialforms/{formId}/structure',
    area: 'material-forms',
    note: "addition: the edit form's save in one transaction (issue 19)",
  },
  { method: 'POST', path: 'materialforms/{id}/groups', area: 'material-forms' },
  { method: 'PUT', path: 'materialforms/{id}/groups/{groupId}', area: 'material-forms' },
  { method: 'DELETE', path: 'materialforms/{id}/groups/{groupId}', area: 'material-forms' },
  { method: 'POST', path: 'materialformgroups/{id}/selects', area: 'material-forms' },
  { method: 'PUT', path: 'materialformgroups/{id}/selects/{selectId}', area: 'material-forms' },
  { method: 'DELETE', path: 'materialformgroups/{id}/selects/{selectId}', area: 'material-forms' },
  { method: 'POST', path: 'materialformselects/{id}/options', area: 'material-forms' },
  { method: 'PUT', path: 'materialformselects/{id}/options/{optionId}', area: 'material-forms' },
  { method: 'DELETE', path: 'materialformselects/{id}/options/{optionId}', area: 'material-forms' },

  // ---- Material deadlines ---------------------------------------------------------------------
  { method: 'GET', path: 'materialFormDeadlines', area: 'material-deadlines' },
  { method: 'POST', path: 'materialFormDeadlines', area: 'material-deadlines' },
  { method: 'PUT', path: 'materialFormDeadlines/{id}', area: 'material-deadlines' },
  { method: 'DELETE', path: 'materialFormDeadlines/{id}', area: 'material-deadlines' },
  { method: 'POST', path: 'quoteDeadlines', area: 'material-deadlines' },
  { method: 'PUT', path: 'quoteDeadlines/{id}', area: 'material-deadlines' },
  { method: 'DELETE', path: 'quoteDeadlines/{id}', area: 'material-deadlines' },
  { method: 'GET', path: 'projects/{id}/materialdeadlines', area: 'material-deadlines', note: 'bulk' },
  { method: 'POST', path: 'projects/{id}/materialdeadlines', area: 'material-deadlines' },
  { method: 'DELETE', path: 'projects/{id}/materialdeadlines/{deadlineId}', area: 'material-deadlines' },
  { method: 'GET', path: 'project/{id}/materialformdeadlines', area: 'material-deadlines' },

  // ---- Material selections and form submissions -----------------------------------------------
  { method: 'GET', path: 'projects/{id}/apartments/{apartmentId}/materialselections', area: 'material-selections' },
  {
    method: 'POST',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections',
    area: 'material-selections',
    note: 'single create; the spec says "paths not shown"; path chosen in DECISIONS',
  },
  {
    method: 'PUT',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections',
    area: 'material-selections',
    note: "addition: DECISIONS: one transactional save that replaces the apartment's selections",
  },
  {
    method: 'DELETE',
    path: 'projects/{id}/apartments/{apartmentId}/materialselections/{selectionId}',
    area: 'material-selections',
    note: 'single delete; the spec says "paths not shown"; path chosen in DECISIONS',
  },
  {
    method: 'GET',
    path: 'projects/{id}/apartments/{apartmentId}/submissionForm/{formId}/materialselections',
    area: 'material-selections',
  },
  { method: 'POST', path: 'materialFormSubmission', area: 'material-selections' },
  { method: 'PUT', path: 'materialFormSubmission/{id}', area: 'material-selections' },
  { method: 'DELETE', path: 'materialFormSubmission/{id}', area: 'material-selections' },
  {
    method: 'GET',
    path: 'materialFormSubmission/{apartmentId}/{formId}',
    area: 'material-selections',
    note: 'the spec writes {a}/{b}; chosen in DECISIONS: apartment id and form id',
  },
  { method: 'GET', path: 'getMaterialFormSubmissionsByApartment/{id}', area: 'material-selections' },
  { method: 'POST', path: 'materialFormSubmissionStatus/{id}', area: 'material-selections' },

  // ---- Material quotes ------------------------------------------------------------------------
  { method: 'GET', path: 'apartments/{id}/materialquotes', area: 'material-quotes' },
  { method: 'GET', path: 'apartments/{id}/openquotesbyapartment', area: 'material-quotes' },
  { method: 'POST', path: 'materialquotes/{id}/mark-as-read', area: 'material-quotes' },
  { method: 'POST', path: 'materialquotes/{id}/send-corrections', area: 'material-quotes' },
  { method: 'POST', path: 'materialquotes/{id}/approve', area: 'material-quotes', note: 'empty payload' },
  {
    method: 'GET',
    path: 'materialquotes/{apartmentId}/{quoteId}',
    area: 'material-quotes',
    note: 'the spec writes {a}/{b}; chosen in DECISIONS: apartment id and quote id',
  },
  { method: 'GET', path: 'materialquotes/{id}/selections', area: 'material-quotes' },
  { method: 'GET', path: 'materialquotes/{id}/rows', area: 'material-quotes' },
  { method: 'GET', path: 'material-quote-comments/quote/{id}', area: 'material-quotes' },
  { method: 'POST', path: 'material-quote-comments/quote/{id}', area: 'material-quotes' },
  { method: 'POST', path: 'material-quote-comments/quote/{id}/rows/comments', area: 'material-quotes' },
  { method: 'GET', path: 'projects/{id}/materialquotes', area: 'material-quotes', note: 'bulk' },
  { method: 'POST', path: 'projects/{id}/materialquotes', area: 'material-quotes' },
  { method: 'PUT', path: 'projects/{id}/materialquotes/{quoteId}', area: 'material-quotes' },
  { method: 'PUT', path: 'projects/{id}/materialquotes/{quoteId}/publish', area: 'material-quotes' },
  { method: 'GET', path: 'projects/{id}/materialquotes/{quoteId}/photos', area: 'material-quotes' },
  {
    method: 'PUT',
    path: 'projects/{id}/materialquotes/{quoteId}/photos',
    area: 'material-quotes',
    note: MULTIPART_PUT,
  },
  { method: 'GET', path: 'projects/{id}/materialquotes/{quoteId}/photo/{photoId}', area: 'material-quotes' },
  { method: 'DELETE', path: 'projects/{id}/materialquotes/{quoteId}/photos/{photoId}', area: 'material-quotes' },
  { method: 'GET', path: 'quote-additional-rows/quote/{id}', area: 'material-quotes' },
  { method: 'POST', path: 'quote-additional-rows/quote/{id}', area: 'material-quotes' },
  { method: 'PUT', path: 'quote-additional-rows/quote/{id}/row/{rowId}', area: 'material-quotes' },
  { method: 'DELETE', path: 'quote-additional-rows/quote/{id}/row/{rowId}', area: 'material-quotes' },
  { method: 'GET', path: 'additional-products', area: 'material-quotes' },
  { method: 'POST', path: 'additional-products/add', area: 'material-quotes' },
  { method: 'PUT', path: 'additional-products/{id}', area: 'material-quotes' },
  { method: 'DELETE', path: 'additional-products/{id}', area: 'material-quotes' },
  { method: 'GET', path: 'additional-products/form/{id}', area: 'material-quotes' },

  // ---- Room cards -----------------------------------------------------------------------------
  { method: 'POST', path: 'projects/{id}/materialquotes/{quoteId}/room-card-deadline', area: 'room-cards' },
  { method: 'PUT', path: 'room-card/{id}/upload', area: 'room-cards', note: MULTIPART_PUT },
  { method: 'GET', path: 'room-card/{id}/download', area: 'room-cards' },
  { method: 'DELETE', path: 'room-card/{id}/delete', area: 'room-cards' },
  { method: 'POST', path: 'room-card/{id}/approve', area: 'room-cards' },

  // ---- Products, categories, tags -------------------------------------------------------------
  { method: 'GET', path: 'productcategories', area: 'product-categories', note: 'bulk' },
  { method: 'POST', path: 'productcategories', area: 'product-categories' },
  { method: 'PUT', path: 'productcategories/{id}', area: 'product-categories' },
  { method: 'DELETE', path: 'productcategories/{id}', area: 'product-categories' },

  { method: 'GET', path: 'productcategories/{id}/products', area: 'products', note: 'bulk' },
  { method: 'POST', path: 'products', area: 'products', note: 'multipart' },
  { method: 'GET', path: 'products/{id}', area: 'products' },
  { method: 'PUT', path: 'products/{id}', area: 'products', note: MULTIPART_PUT },
  { method: 'DELETE', path: 'products/{id}', area: 'products' },
  {
    method: 'GET',
    path: 'products/{id}/photos/{photo}',
    area: 'products',
    note: "addition: serves the bytes behind the answers' product_photo and product_context_photo",
  },

  { method: 'GET', path: 'tags', area: 'tags' },
  { method: 'POST', path: 'tags', area: 'tags' },
  { method: 'PUT', path: 'tags/{id}', area: 'tags' },
  { method: 'DELETE', path: 'tags/{id}', area: 'tags' },
  { method: 'GET', path: 'productcategories/{id}/tags', area: 'tags' },
  { method: 'GET', path: 'producttags/{id}/products', area: 'tags' },
];
