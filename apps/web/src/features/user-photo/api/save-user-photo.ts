import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** PUT userphoto/{id} with the multipart field `user_photo` (sent as POST ?_method=PUT). */
export function saveUserPhoto({ userId, file }: { userId: number; file: File }): Promise<unknown> {
  const formData = new FormData();
  formData.append('user_photo', file, file.name);
  return apiData(`userphoto/${userId}`, { method: 'PUT', formData });
}

export function useSaveUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserPhoto,
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: ['user-photo', userId] }),
  });
}
