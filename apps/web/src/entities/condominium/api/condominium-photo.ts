import { imageRetryDelayMs } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { multipartForm } from '@portal/contracts/http/multipart-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/api-query';

const e = endpoints.condominiums;
const NO_RETRY_STATUSES = new Set([401, 403, 404, 410]);

/**
 * GET condominium/photo/{id}: the bytes, or null when there is none (404) or it is gone (410,
 * ignored silently, spec part 3 §8). Other failures retry a few times, then the query fails and
 * the page shows a placeholder (the spec's "error marker").
 */
export function useCondominiumPhoto(id: number, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(e.photo, { params: { id } }),
    queryFn: async ({ signal }) => {
      try {
        return await api.condominiums.photo({ params: { id } }, { signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 410)) return null;
        throw error;
      }
    },
    enabled,
    retry: (failures, error) => !(isApiError(error) && NO_RETRY_STATUSES.has(error.status)) && failures < 3,
    retryDelay: (failures) => imageRetryDelayMs(failures),
  });
}

function usePhotoMutation<V extends { id: number }>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(e.photo, { params: { id } }) }),
        queryClient.invalidateQueries({ queryKey: ['api', e.get.path] }),
      ]),
  });
}

/** POST condominium/photo/{id} with the multipart field `condominium_photo` (24 for a wrong type). */
export const useSaveCondominiumPhoto = () =>
  usePhotoMutation(({ id, file }: { id: number; file: File }) =>
    api.condominiums.savePhoto({ params: { id }, formData: multipartForm(e.savePhoto, { condominium_photo: file }) }),
  );

/** DELETE condominium/photo/{id}. */
export const useDeleteCondominiumPhoto = () =>
  usePhotoMutation(({ id }: { id: number }) => api.condominiums.deletePhoto({ params: { id } }));
