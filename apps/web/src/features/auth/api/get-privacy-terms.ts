import { ErrorCode } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError, isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/api-query';

/** GET privacyterms: the terms in every language. Any failure is catalogue error 23. */
export const privacyTermsQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.auth.privacyTerms),
  queryFn: async ({ signal }) => {
    try {
      return await api.auth.privacyTerms({}, { skipAuthCheck: true, signal });
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
