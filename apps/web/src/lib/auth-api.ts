import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { groupClient } from './group-client';

/**
 * The sign-in calls on their own: the first screen a phone loads on a weak network builds only
 * these schemas, not every area's (`api` holds them all and loads with the signed-in pages).
 */
export const authApi = groupClient(authEndpoints);
