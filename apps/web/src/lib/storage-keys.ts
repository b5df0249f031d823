/** Browser-storage keys read by more than one script (the first-screen script reads them too). */
/** localStorage: the signed-in user (lib/stored-user.ts). */
export const USER_STORAGE_KEY = 'user';
/** sessionStorage: the session-expired notice is pending (lib/session-notice.ts). */
export const SESSION_EXPIRED_KEY = 'sessionExpired';
