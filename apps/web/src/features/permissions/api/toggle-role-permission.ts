import {
  type PermissionItem,
  type RoleColumn,
  type RolePermissionsMatrix,
  rolePermissionCellResponse,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { cellCall, matrixWithCell, OWNER_COLUMN, withCell } from '../matrix';
import { ownerRolePermissionsQueryKey } from './get-owner-role-permissions';
import { rolePermissionsQueryKey } from './get-role-permissions';

export interface CellToggle {
  role: string;
  permission: PermissionItem;
  /** The cell's state before the click. */
  isGranted: boolean;
}

/** POST rolepermissions {role, permission} or DELETE rolepermissions/{role}/permission/{name}. */
export function toggleRolePermission({ role, permission, isGranted }: CellToggle) {
  const call = cellCall(role, permission.name, isGranted);
  return apiData(call.path, { method: call.method, body: call.body, schema: rolePermissionCellResponse.shape.data });
}

/**
 * A cell click shows at once (optimistic) and is put back when the server refuses. The answer's
 * `granted` is the cell's real state afterwards.
 */
export function useToggleRolePermission() {
  const queryClient = useQueryClient();

  const setCell = (role: string, permission: PermissionItem, granted: boolean) => {
    if (role === OWNER_COLUMN) {
      queryClient.setQueryData<RoleColumn>(ownerRolePermissionsQueryKey, (old) =>
        old ? withCell(old, permission, granted) : old,
      );
    } else {
      queryClient.setQueryData<RolePermissionsMatrix>(rolePermissionsQueryKey, (old) =>
        old ? matrixWithCell(old, role, permission, granted) : old,
      );
    }
  };

  return useMutation({
    mutationFn: toggleRolePermission,
    onMutate: async ({ role, permission, isGranted }) => {
      const key = role === OWNER_COLUMN ? ownerRolePermissionsQueryKey : rolePermissionsQueryKey;
      // A refetch landing now would overwrite the optimistic cell with the old state.
      await queryClient.cancelQueries({ queryKey: key });
      setCell(role, permission, !isGranted);
    },
    onError: (_error, { role, permission, isGranted }) => {
      // Only this cell goes back: other cells clicked meanwhile keep their own outcome.
      setCell(role, permission, isGranted);
    },
    onSuccess: (cell, { role, permission }) => setCell(role, permission, cell.granted),
    // Effective permissions of the selected user may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users', 'detail'] }),
  });
}
