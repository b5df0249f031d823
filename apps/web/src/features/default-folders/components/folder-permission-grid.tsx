import { Alert, Checkbox, Loader, Table, Text } from '@mantine/core';
import type { CompanyRoleRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { showError, useErrorMessage } from '../../../lib/error-message';
import {
  useCompanyRoleRows,
  useDefaultFolderPermissions,
  useToggleDefaultFolderPermission,
} from '../api/folder-permissions';

const ROLES = ['employee', 'editor', 'manager'] as const;

/** Per-company role grid: a checked cell is a DefaultFolder content permission for that company role. */
export function FolderPermissionGrid({ folderId }: { folderId: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const roles = useCompanyRoleRows();
  const grants = useDefaultFolderPermissions(folderId);
  const toggle = useToggleDefaultFolderPermission(folderId);

  if (roles.isPending || grants.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (roles.error || grants.error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(roles.error ?? grants.error)}
      </Alert>
    );
  }

  const grantByRole = new Map((grants.data ?? []).map((grant) => [grant.role_id, grant.id]));
  const companies = new Map<number, { name: string; roles: Partial<Record<string, CompanyRoleRow>> }>();
  for (const role of roles.data ?? []) {
    const entry = companies.get(role.company_id) ?? { name: role.company_name, roles: {} };
    entry.roles[role.name] = role;
    companies.set(role.company_id, entry);
  }
  if (companies.size === 0) return <Text c="dimmed">{t('defaultFolders.noCompanies')}</Text>;

  return (
    <Table.ScrollContainer minWidth={420} mah={320}>
      <Table stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('defaultFolders.company')}</Table.Th>
            {ROLES.map((role) => (
              <Table.Th key={role} ta="center">
                {t(`defaultFolders.roles.${role}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...companies.entries()].map(([companyId, company]) => (
            <Table.Tr key={companyId}>
              <Table.Td>{company.name}</Table.Td>
              {ROLES.map((roleName) => {
                const role = company.roles[roleName];
                if (!role) return <Table.Td key={roleName} />;
                const permissionId = grantByRole.get(role.id) ?? null;
                return (
                  <Table.Td key={roleName} ta="center">
                    <Checkbox
                      style={{ display: 'inline-block' }}
                      aria-label={t('defaultFolders.grant', {
                        role: t(`defaultFolders.roles.${roleName}`),
                        company: company.name,
                      })}
                      checked={permissionId !== null}
                      disabled={toggle.isPending}
                      onChange={() =>
                        toggle.mutate({ roleId: role.id, permissionId }, { onError: (error) => showError(error) })
                      }
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
