import { authenticateResponse, type SessionUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export interface Credentials {
  email: string;
  password: string;
}

/** POST authenticate: the user with a fresh token. 401 and 429 are for the caller to explain. */
export async function authenticate({ email, password }: Credentials): Promise<SessionUser> {
  const data = await apiData('authenticate', {
    method: 'POST',
    body: { email: email.trim(), password, isPortal: true },
    schema: authenticateResponse.shape.data,
    skipAuthCheck: true,
    token: null,
  });
  return data.user;
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
