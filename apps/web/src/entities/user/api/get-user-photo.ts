import { imageRetryDelayMs } from '@portal/contracts';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/api-query';
import { authApi } from '../../../lib/auth-api';

const NO_RETRY_STATUSES = new Set([401, 403, 404, 410]);

/**
 * GET userphoto/{id}: the photo bytes, or null when the user has none or the caller may not see it
 * (404), or it is gone (410, ignored silently). Other failures retry with growing delays (spec
 * part 1 section 4).
 */
export const userPhotoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: endpointKey(authEndpoints.getUserPhoto, { params: { id: userId } }),
    queryFn: async ({ signal }) => {
      try {
        return await authApi.getUserPhoto({ params: { id: userId } }, { signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 410)) return null;
        throw error;
      }
    },
    retry: (failures, error) => !(isApiError(error) && NO_RETRY_STATUSES.has(error.status)) && failures < 4,
    retryDelay: (failures) => imageRetryDelayMs(failures),
    staleTime: 5 * 60_000,
  });

export function useUserPhoto(userId: number, enabled = true) {
  return useQuery({ ...userPhotoQueryOptions(userId), enabled });
}
