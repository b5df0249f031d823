import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { multipartForm } from '@portal/contracts/http/multipart-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoint } from '../../../lib/api-query';
import { authApi } from '../../../lib/auth-api';

/** PUT userphoto/{id} with the multipart field `user_photo` (sent as POST ?_method=PUT). */
export function saveUserPhoto({ userId, file }: { userId: number; file: File }): Promise<unknown> {
  const formData = multipartForm(authEndpoints.saveUserPhoto, { user_photo: file });
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
