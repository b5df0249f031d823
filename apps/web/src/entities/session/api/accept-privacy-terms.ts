import { ErrorCode } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../lib/api-error';
import { authApi } from '../../../lib/auth-api';

/**
 * POST acceptedprivacyterms with the token of the user who just signed in; that user is not
 * stored yet (terms come first). Any failure is catalogue error 22.
 */
export async function acceptPrivacyTerms(token: string): Promise<void> {
  try {
    await authApi.acceptPrivacyTerms({}, { token, skipAuthCheck: true });
  } catch (error) {
    throw new ApiError({ status: isApiError(error) ? error.status : 0, code: ErrorCode.termsSaveFailed });
  }
}

export function useAcceptPrivacyTerms() {
  return useMutation({ mutationFn: acceptPrivacyTerms });
}
