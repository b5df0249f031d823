export {
  canCreateProjects,
  canImport,
  canManageCompanies,
  hasPermission,
  isManagerOrSuper,
  isOwnerManager,
  isOwnerOrSuper,
  isUserAdmin,
  managementCompanyId,
  userManagementPath,
} from './access';
export { useAcceptPrivacyTerms } from './api/accept-privacy-terms';
export { useAuthenticate } from './api/authenticate';
export { useChangePassword } from './api/change-password';
export { fetchCurrentUser } from './api/get-current-user';
export { usePrivacyTerms } from './api/get-privacy-terms';
export { logout } from './api/logout';
export { useRequestPasswordReset } from './api/reset-password';
export { changePasswordErrorKey, loginErrorKey } from './login-errors';
