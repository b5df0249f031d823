import { Alert, Checkbox, Table, Text } from '@mantine/core';
import type { PermissionItem, RoleColumn } from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import {
  isGranted,
  orderColumns,
  parseRoleColumn,
  useOwnerRolePermissions,
  useRolePermissions,
  useToggleRolePermission,
} from '../../../entities/permission';
import { notifyRefusal } from '../../../lib/notify';
import { useRoleColumnLabel } from '../use-role-words';
import { PermissionName } from './permission-name';

/** The permission names stay in view while the matrix scrolls sideways. */
const STICKY_FIRST = { position: 'sticky', left: 0, zIndex: 2, background: 'var(--mantine-color-body)' } as const;

interface ColumnGroup {
  key: string;
  label: string;
  columns: RoleColumn[];
}

/** The permissions that hand over the matrix itself: their confirmation says so. */
const MATRIX_PERMISSIONS = new Set(['permissions_manage', 'roles.manage']);

/**
 * Every permission (rows) against employee, editor and manager (all company types), each typed
 * role, and the global owner. Every grant and revoke asks first (spec part 1 §6); `onChanged`
 * runs after a change (what depends on the matrix refreshes).
 */
export function PermissionMatrix({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const matrix = useRolePermissions();
  const owner = useOwnerRolePermissions();
  const toggle = useToggleRolePermission(onChanged);
  const columnLabel = useRoleColumnLabel();
  const canWrite = matrix.data?.can.update ?? false;

  const groups = useMemo<ColumnGroup[]>(() => {
    const columns = orderColumns(matrix.data?.roles ?? []);
    const result: ColumnGroup[] = [];
    for (const column of columns) {
      const type = column.company_type ?? parseRoleColumn(column.role).companyType;
      const key = type ?? 'all';
      const label = type ? t(`permissions.groups.${type}`) : t('permissions.groups.all');
      const last = result[result.length - 1];
      if (last?.key === key) last.columns.push(column);
      else result.push({ key, label, columns: [column] });
    }
    if (owner.data) result.push({ key: 'global', label: t('permissions.groups.global'), columns: [owner.data] });
    return result;
  }, [matrix.data, owner.data, t]);

  const columns = groups.flatMap((g) => g.columns);

  const handleCell = (column: RoleColumn, permission: PermissionItem) => {
    const wasGranted = isGranted(column, permission.name);
    const run = () =>
      toggle.mutate({ role: column.role, permission, isGranted: wasGranted }, { onError: notifyRefusal });
    const values = { permission: permission.label, role: columnLabel(column.role) };
    const handsOverMatrix = MATRIX_PERMISSIONS.has(permission.name);
    const message = wasGranted
      ? handsOverMatrix
        ? 'permissions.revokeMessage'
        : 'permissions.revokeCellMessage'
      : handsOverMatrix
        ? 'permissions.grantMessage'
        : 'permissions.grantCellMessage';
    confirmAction({
      title: t(wasGranted ? 'permissions.revokeTitle' : 'permissions.grantTitle', values),
      message: t(message, values),
      confirmLabel: t(wasGranted ? 'permissions.revoke' : 'permissions.grant'),
      isDestructive: wasGranted,
      onConfirm: run,
    });
  };

  return (
    <QueryState
      query={matrix}
      loadingLabel={t('permissions.loading')}
      isEmpty={(matrix.data?.permissions.length ?? 0) === 0}
      emptyTitle={t('permissions.empty')}
    >
      {!canWrite && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
          {t('permissions.readOnly')}
        </Alert>
      )}
      {owner.isError && (
        <Alert color="yellow" variant="light" mb="md">
          {t('permissions.ownerFailed')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={Math.max(720, 220 + columns.length * 96)} maxHeight="70vh">
        <Table
          stickyHeader
          withColumnBorders
          highlightOnHover
          verticalSpacing={6}
          bg="white"
          aria-label={t('permissions.matrixLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} miw={220} style={STICKY_FIRST}>
                {t('permissions.permission')}
              </Table.Th>
              {groups.map((group) => (
                <Table.Th key={group.key} colSpan={group.columns.length} ta="center">
                  {group.label}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {groups.map((group) => (
                <Fragment key={group.key}>
                  {group.columns.map((column) => {
                    const { role } = parseRoleColumn(column.role);
                    return (
                      <Table.Th key={column.role} ta="center" title={columnLabel(column.role)}>
                        <Text size="xs" fw={700}>
                          {role && group.key !== 'all' ? t(`users.roleNames.${role}`) : columnLabel(column.role)}
                        </Text>
                      </Table.Th>
                    );
                  })}
                </Fragment>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(matrix.data?.permissions ?? []).map((permission) => (
              <Table.Tr key={permission.name}>
                <Table.Th scope="row" fw={400} style={STICKY_FIRST}>
                  <PermissionName permission={permission} />
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.role} ta="center">
                    <Checkbox
                      display="inline-block"
                      checked={isGranted(column, permission.name)}
                      onChange={() => handleCell(column, permission)}
                      disabled={!canWrite}
                      aria-label={t('permissions.cellLabel', {
                        permission: permission.label,
                        role: columnLabel(column.role),
                      })}
                      data-role={column.role}
                      data-permission={permission.label}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </QueryState>
  );
}
