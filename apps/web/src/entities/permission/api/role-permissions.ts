import { BULK_PER_PAGE, type PermissionItem, type RoleColumn, type RolePermissionsMatrix } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endpointKey, endpointQuery } from '../../../lib/api-query';
import { matrixWithCell, OWNER_COLUMN, withCell } from '../matrix';

/** GET rolepermissions: every permission (rows), the columns employee, editor, manager and the typed roles, and `can`. */
export const useRolePermissions = () => useQuery({ ...endpointQuery(endpoints.permissions.matrix, {}), staleTime: 0 });

/** GET rolepermissions_owner: the column of the global owner role. */
export const useOwnerRolePermissions = () =>
  useQuery({ ...endpointQuery(endpoints.permissions.ownerColumn, {}), staleTime: 0 });

/**
 * GET roles (bulk): every company's employee, editor and manager rows: the default folder grid's rows,
 * and the names of the roles content permissions are granted to.
 */
export const useCompanyRoles = (enabled = true) =>
  useQuery({
    ...endpointQuery(endpoints.permissions.roles, { query: { per_page: BULK_PER_PAGE } }),
    staleTime: 60_000,
    enabled,
  });

export interface CellToggle {
  role: string;
  permission: PermissionItem;
  /** The cell's state before the click. */
  isGranted: boolean;
}

/** POST rolepermissions {role, permission} or DELETE rolepermissions/{role}/permission/{name}. */
export function toggleRolePermission({ role, permission, isGranted }: CellToggle) {
  return isGranted
    ? api.permissions.revoke({ params: { role, name: permission.name } })
    : api.permissions.grant({ body: { role, permission: permission.name } });
}

const matrixKey = endpointKey(endpoints.permissions.matrix, {});
const ownerKey = endpointKey(endpoints.permissions.ownerColumn, {});

/**
 * A confirmed cell change shows at once (optimistic) and is put back when the server refuses. The
 * answer's `granted` is the cell's real state afterwards. `onChanged` refreshes what depends on
 * the matrix (the selected user's effective permissions).
 */
export function useToggleRolePermission(onChanged?: () => void) {
  const queryClient = useQueryClient();

  const setCell = (role: string, permission: PermissionItem, granted: boolean) => {
    if (role === OWNER_COLUMN) {
      queryClient.setQueryData<RoleColumn>(ownerKey, (old) => (old ? withCell(old, permission, granted) : old));
    } else {
      queryClient.setQueryData<RolePermissionsMatrix>(matrixKey, (old) =>
        old ? matrixWithCell(old, role, permission, granted) : old,
      );
    }
  };

  return useMutation({
    mutationFn: toggleRolePermission,
    onMutate: async ({ role, permission, isGranted }) => {
      // A refetch landing now would overwrite the optimistic cell with the old state.
      await queryClient.cancelQueries({ queryKey: role === OWNER_COLUMN ? ownerKey : matrixKey });
      setCell(role, permission, !isGranted);
    },
    onError: (_error, { role, permission, isGranted }) => {
      // Only this cell goes back: other cells changed meanwhile keep their own outcome.
      setCell(role, permission, isGranted);
    },
    onSuccess: (cell, { role, permission }) => setCell(role, permission, cell.granted),
    onSettled: () => onChanged?.(),
  });
}
