import type { endpoints } from '@portal/contracts/endpoints';
import type { EndpointInput } from '@portal/contracts/http/endpoint';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api';

type ChangePasswordBody = EndpointInput<typeof endpoints.auth.changePassword>['body'];

/** POST user/change-password from an activation or reset link. 409/14 mismatch, 400/6 bad link, 422 weak. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return authApi.changePassword({ body }, { skipAuthCheck: true, token: null });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
