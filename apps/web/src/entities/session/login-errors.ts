import { ErrorCode, USER_DISABLED_MESSAGE } from '@portal/contracts';
import { isApiError } from '../../lib/api-error';
import type { MessageKey } from '../../lib/error-message';

/** What a failed sign-in tells the user (spec part 1 section 8 login texts, DECISIONS.md). */
export function loginErrorKey(error: unknown): MessageKey {
  if (isApiError(error)) {
    if (error.status === 429) {
      if (!error.retryAfterSeconds) return { key: 'auth.throttledLater' };
      return { key: 'auth.throttled', values: { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) } };
    }
    if (error.status === 401) {
      if (error.message === USER_DISABLED_MESSAGE || error.code === ErrorCode.statusNotFound) {
        return { key: 'auth.userDisabled' };
      }
      return { key: 'auth.checkCredentials' };
    }
  }
  return { key: 'auth.loginUnexpected' };
}

/** What a failed change-password call tells the user; null means "use the generic error text". */
export function changePasswordErrorKey(error: unknown, hasKey: (key: string) => boolean): MessageKey | null {
  if (!isApiError(error)) return null;
  if (error.code === ErrorCode.conflict || error.status === 409) return { key: 'auth.passwordsDontMatch' };
  if (error.code === ErrorCode.invalidToken || error.status === 400) return { key: 'auth.invalidLink' };
  const passwordMessage = error.fields?.password?.[0];
  if (passwordMessage && hasKey(passwordMessage)) return { key: passwordMessage };
  return null;
}
