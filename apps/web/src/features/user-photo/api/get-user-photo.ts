import { imageRetryDelayMs } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/api-query';

const NO_RETRY_STATUSES = new Set([401, 403, 404, 410]);

/**
 * GET userphoto/{id}: the photo bytes, or null when the user has none or the caller may not see it
 * (404), or it is gone (410, ignored silently). Other failures retry with growing delays (spec
 * part 1 section 4).
 */
export const userPhotoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: endpointKey(endpoints.auth.getUserPhoto, { params: { id: userId } }),
    queryFn: async ({ signal }) => {
      try {
        return await api.auth.getUserPhoto({ params: { id: userId } }, { signal });
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
