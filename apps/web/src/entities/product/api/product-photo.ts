import { imageRetryDelayMs, type ProductPhotoName } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/api-query';

const NO_RETRY_STATUSES = new Set([401, 403, 404, 410]);

/**
 * GET products/{id}/photos/{photo}: the photo's bytes (fetched with the bearer token, so not an
 * <img src>), or null when the product has none (410, ignored silently) or is gone (404). The
 * answered URL is part of the key, so a changed photo is fetched anew.
 */
export function useProductPhoto(productId: number, photo: ProductPhotoName, url: string | null) {
  const params = { id: productId, photo };
  return useQuery({
    queryKey: [...endpointKey(endpoints.products.photo, { params }), url],
    queryFn: async ({ signal }) => {
      try {
        return await api.products.photo({ params }, { signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 410)) return null;
        throw error;
      }
    },
    enabled: url !== null,
    retry: (failures, error) => !(isApiError(error) && NO_RETRY_STATUSES.has(error.status)) && failures < 4,
    retryDelay: (failures) => imageRetryDelayMs(failures),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
