import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoint } from '../../../lib/api-query';
import { authApi } from '../../../lib/auth-api';

/** PUT userphoto/{id} with the multipart field `user_photo` (sent as POST ?_method=PUT). */
export function saveUserPhoto({ userId, file }: { userId: number; file: File }): Promise<unknown> {
  const formData = new FormData();
  formData.append('user_photo', file, file.name);
  return authApi.saveUserPhoto({ params: { id: userId }, formData });
}

export function useSaveUserPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserPhoto,
    onSuccess: (_data, { userId }) =>
      invalidateEndpoint(queryClient, authEndpoints.getUserPhoto, { params: { id: userId } }),
  });
}
