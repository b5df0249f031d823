import { type CompanyRoleRef, companyUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { roleChangeCall, type ToggleableRole } from '../company-user-calls';
import { invalidateUserLists } from './invalidate-users';

export interface RoleChange {
  companyId: number;
  userId: number;
  role: ToggleableRole;
  checked: boolean;
  companyRoles?: readonly CompanyRoleRef[];
}

/** POST companies/{id}/users/{uid}/roles {id} or DELETE .../roles/{rid}: answers the user with the new roles. */
export function changeCompanyUserRole({ companyId, userId, role, checked, companyRoles }: RoleChange) {
  const call = roleChangeCall(companyId, userId, role, checked, companyRoles);
  return apiData(call.path, { method: call.method, body: call.body, schema: companyUser });
}

export function useChangeCompanyUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCompanyUserRole, onSettled: () => invalidateUserLists(queryClient) });
}
