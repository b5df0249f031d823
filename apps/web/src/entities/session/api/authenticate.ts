import type { SessionUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api';

export interface Credentials {
  email: string;
  password: string;
}

/** POST authenticate: the user with a fresh token. 401 and 429 are for the caller to explain. */
export async function authenticate({ email, password }: Credentials): Promise<SessionUser> {
  const data = await authApi.authenticate(
    { body: { email: email.trim(), password, isPortal: true } },
    { skipAuthCheck: true, token: null },
  );
  return data.user;
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
