import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointKey } from '../../../lib/api-query';

/** DELETE userphoto/{id}. */
export function deleteUserPhoto(userId: number): Promise<unknown> {
  return api.auth.deleteUserPhoto({ params: { id: userId } });
}

export function useDeleteUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserPhoto,
    onSuccess: (_data, userId) =>
      queryClient.setQueryData(endpointKey(endpoints.auth.getUserPhoto, { params: { id: userId } }), null),
  });
}
