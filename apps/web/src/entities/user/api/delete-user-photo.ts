import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../lib/api-query';
import { authApi } from '../../../lib/auth-api';

/** DELETE userphoto/{id}. */
export function deleteUserPhoto(userId: number): Promise<unknown> {
  return authApi.deleteUserPhoto({ params: { id: userId } });
}

export function useDeleteUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserPhoto,
    onSuccess: (_data, userId) =>
      queryClient.setQueryData(endpointKey(authEndpoints.getUserPhoto, { params: { id: userId } }), null),
  });
}
