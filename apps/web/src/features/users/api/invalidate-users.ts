import type { QueryClient } from '@tanstack/react-query';
import { usersQueryKey } from './find-users';

/** A change to one user shows in every list: the company's users, all users and the inactive ones. */
export function invalidateUserLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['company-users'] }),
  ]).then(() => undefined);
}
