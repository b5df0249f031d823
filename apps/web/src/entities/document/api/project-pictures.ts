import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointQuery, invalidateEndpoint } from '../../../lib/api-query';

/**
 * GET projects/{id}/pictures: the light list of positioned documents (id, lat, lng, colour keys).
 * The page asks for it as soon as it knows the map will show, before the map's code has come.
 */
export function useProjectPictures(projectId: number, enabled = true) {
  return useQuery({ ...endpointQuery(endpoints.documents.pictures, { params: { id: projectId } }), enabled });
}

/** Sets a document's position from a map click: `lat,lng` with gps_accuracy 0 (spec part 2). */
export function useSetDocumentPosition(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, lat, lng }: { documentId: number; lat: number; lng: number }) =>
      api.documents.update({
        params: { id: projectId, documentId },
        body: { coordinates: `${lat.toFixed(7)},${lng.toFixed(7)}`, gps_accuracy: 0 },
      }),
    onSuccess: () =>
      Promise.all([
        invalidateEndpoint(queryClient, endpoints.documents.pictures, { params: { id: projectId } }),
        invalidateEndpoint(queryClient, endpoints.documents.list, { params: { id: projectId } }),
        invalidateEndpoint(queryClient, endpoints.documents.get),
      ]),
  });
}
