import { ErrorCode, privacyTermsResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';

/** GET privacyterms: the terms in every language. Any failure is catalogue error 23. */
export const privacyTermsQueryOptions = queryOptions({
  queryKey: ['privacyterms'],
  queryFn: async ({ signal }) => {
    try {
      return await apiData('privacyterms', { schema: privacyTermsResponse.shape.data, skipAuthCheck: true, signal });
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
