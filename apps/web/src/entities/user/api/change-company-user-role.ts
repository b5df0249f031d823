import type { CompanyRoleRef } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roleRefOf, type ToggleableRole } from '../company-user-calls';
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
  const roleRef = roleRefOf(role, companyRoles);
  if (checked) return api.companyUsers.addRole({ params: { id: companyId, userId }, body: { id: roleRef } });
  return api.companyUsers.removeRole({ params: { id: companyId, userId, roleId: roleRef } });
}

export function useChangeCompanyUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCompanyUserRole, onSettled: () => invalidateUserLists(queryClient) });
}
