import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateEndpoint } from '../../../lib/api-query';

/** PUT userphoto/{id} with the multipart field `user_photo` (sent as POST ?_method=PUT). */
export function saveUserPhoto({ userId, file }: { userId: number; file: File }): Promise<unknown> {
  const formData = new FormData();
  formData.append('user_photo', file, file.name);
  return api.auth.saveUserPhoto({ params: { id: userId }, formData });
}

export function useSaveUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserPhoto,
    onSuccess: (_data, { userId }) =>
      invalidateEndpoint(queryClient, endpoints.auth.getUserPhoto, { params: { id: userId } }),
  });
}
