/**
 * The error catalogue shared by server and web (spec part 1 section 8, DECISIONS.md "Answers").
 * The server answers `{ errors: { code, message, fields? }, errorCode }`; the web app turns the
 * code into a translated message (`error.<code>` in the locale files).
 */
export const ErrorCode = {
  unexpected: -3,
  invalidShape: -2,
  checkInputs: -1,
  accessDenied: 1,
  queryError: 2,
  notFound: 3,
  unauthorized: 4,
  forbidden: 5,
  invalidToken: 6,
  exception: 7,
  loginFailed: 8,
  /** The spec's catalogue gives 8 to a document type without a name (part 2 §8). */
  documentTypeNameMissing: 8,
  requiredFields: 9,
  invalidQuery: 10,
  invalidGroup: 11,
  invalidOption: 12,
  invalidForm: 13,
  conflict: 14,
  noMaterialForms: 15,
  noApartmentTemplates: 16,
  noProject: 17,
  statusMismatch: 18,
  noSelectableOptions: 19,
  deadlinesNoApartment: 20,
  defaultOptionError: 21,
  termsSaveFailed: 22,
  termsLoadFailed: 23,
  unsupportedFileType: 24,
  tooManyFiles: 25,
  chooseFile: 26,
  documentTypeInUse: 27,
  hasDescendants: 28,
  projectCodeInUse: 29,
  fileFetchFailed: 30,
  notificationStoreFailed: 31,
  attachmentFailed: 32,
  notificationUpdateFailed: 33,
  startAfterEnd: 34,
  fillRequired: 35,
  defaultSubtype: 36,
  completionRange: 37,
  completionNumber: 38,
  searchQueryRequired: 39,
  statusCodeInUse: 40,
  statusInUse: 41,
  statusHasChildren: 42,
  statusIsDefault: 43,
  statusNotFound: 44,
  serverError: 500,
  noCore: 1000,
  noCore2: 1001,
  saveFailed: 4220,
  /** Not in the spec's catalogue: throttled sign-in (429) and not ready (503) get their own messages. */
  tooManyRequests: 429,
  notReady: 503,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Globals asked for without a token answer this string code (spec part 1 section 7). */
export const NO_USER_CODE = 'no-user';

/** The message a disabled user gets on sign-in (spec part 1 section 8). */
export const USER_DISABLED_MESSAGE = 'User has been disabled.';

/** Client-side fallback when a failed answer carries no catalogue code: HTTP status to code. */
export function codeForHttpStatus(status: number): number {
  switch (status) {
    case 400:
      return ErrorCode.invalidToken;
    case 401:
      return ErrorCode.unauthorized;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 405:
      return ErrorCode.invalidQuery;
    case 409:
      return ErrorCode.conflict;
    case 419:
      return ErrorCode.documentTypeInUse;
    case 422:
      return ErrorCode.checkInputs;
    case 429:
      return ErrorCode.tooManyRequests;
    case 500:
      return ErrorCode.serverError;
    case 503:
      return ErrorCode.notReady;
    default:
      return ErrorCode.unexpected;
  }
}
