import { Alert, Checkbox, Loader, Table, Text } from '@mantine/core';
import type { CompanyRoleRow, ContentType } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, useErrorMessage } from '../../../lib/error-message';
import { useContentPermissions, useToggleContentPermission } from '../api/content-permissions';

const ROLES = ['employee', 'editor', 'manager'] as const;

interface FolderPermissionGridProps {
  /** DefaultFolder on /defaultfolders; Folder (or Project) on a project page. */
  contentType: ContentType;
  contentId: number;
  /** The grid's rows: every company's roles (GET roles) or those a project may grant (GET projects/{id}/roles). */
  roles: UseQueryResult<CompanyRoleRow[]>;
  /** After a change: refresh what the grant changes besides the grid. */
  onChanged?: () => void;
}

/**
 * Per-company role grid: a checked cell is a content permission of that type for that company role.
 * Shared by /defaultfolders (DefaultFolder) and a project's folders panel (Folder).
 */
export function FolderPermissionGrid({ contentType, contentId, roles, onChanged }: FolderPermissionGridProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const grants = useContentPermissions(contentType, contentId);
  const toggle = useToggleContentPermission(contentType, contentId, onChanged);

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
