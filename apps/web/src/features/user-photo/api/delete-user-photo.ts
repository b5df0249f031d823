import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** DELETE userphoto/{id}. */
export function deleteUserPhoto(userId: number): Promise<unknown> {
  return apiData(`userphoto/${userId}`, { method: 'DELETE' });
}

export function useDeleteUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserPhoto,
    onSuccess: (_data, userId) => queryClient.setQueryData(['user-photo', userId], null),
  });
}
