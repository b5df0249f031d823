import type { UserRequest } from '@portal/contracts';
import type { AuthUser } from '../../auth/auth-user';
import { isUserAdmin } from '../people-facts';
import { definePolicy } from '../policy';
import { staffArea } from '../reach';
import { isOwnerManager } from '../user-facts';

/** Deciding on a request makes an account: user administration (users.manage) on an owner-manager's screen. */
const isDecider = (user: AuthUser) => isOwnerManager(user) && isUserAdmin(user);

export interface UserRequestSubject {
  kind: 'userRequest';
  status: UserRequest['status'];
}

/** A decided request is not decided again (409 code 14); `can` offers only what would succeed. */
const mayDecide = (user: AuthUser, request: UserRequestSubject) => isDecider(user) && request.status === 'pending';

export const userRequestPolicy = definePolicy<UserRequestSubject>(staffArea)({
  approve: mayDecide,
  reject: mayDecide,
});

/** The requests collection (GET portal/user-requests, and deciding at all). */
export interface UserRequestsSubject {
  kind: 'userRequests';
}

export const userRequestsPolicy = definePolicy<UserRequestsSubject>(staffArea)({
  decide: isDecider,
});
