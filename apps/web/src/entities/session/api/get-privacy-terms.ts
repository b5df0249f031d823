import { ErrorCode } from '@portal/contracts';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/api-query';
import { authApi } from '../../../lib/auth-api';

/** GET privacyterms: the terms in every language. Any failure is catalogue error 23. */
export const privacyTermsQueryOptions = queryOptions({
  queryKey: endpointKey(authEndpoints.privacyTerms),
  queryFn: async ({ signal }) => {
    try {
      return await authApi.privacyTerms({}, { skipAuthCheck: true, signal });
    } catch (error) {
      throw new ApiError({
        status: isApiError(error) ? error.status : 0,
        code: ErrorCode.termsLoadFailed,
        message: error instanceof Error ? error.message : undefined,
      });
    }
  },
  staleTime: 5 * 60_000,
});

export function usePrivacyTerms(enabled = true) {
  return useQuery({ ...privacyTermsQueryOptions, enabled });
}
