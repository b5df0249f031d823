import { Alert, Badge, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CompanyRoleRow, UserDetail } from '@portal/contracts';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyRoles } from '../../../entities/permission';
import { useErrorMessage } from '../../../lib/error-message';
import { PermissionName } from './permission-name';

interface UserPermissionsPanelProps {
  /** The user chosen (kept by the page, e.g. in the URL), or null. */
  userId: number | null;
  onSelectUser: (userId: number | null) => void;
  /** Every user to choose from. */
  users: UseQueryResult<{ id: number; name: string; email: string }[]>;
  /** The chosen user with effective and content permissions, as the server computes them. */
  detail: UseQueryResult<Pick<UserDetail, 'is_super' | 'permissions' | 'contentPermissions'>>;
}

/**
 * Below the matrix: choose a user (searchable) and see their effective permissions and the content
 * permissions of their company roles, as the server computes them (GET users/{id}).
 */
export function UserPermissionsPanel({ userId, onSelectUser, users, detail }: UserPermissionsPanelProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const roles = useCompanyRoles(userId !== null);

  const options = useMemo(
    () => (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` })),
    [users.data],
  );
  const roleById = useMemo(() => new Map((roles.data ?? []).map((r) => [r.id, r])), [roles.data]);
  const roleLabel = (role: CompanyRoleRow | undefined, id: number) =>
    role ? `${role.company_name}: ${t(`permissions.roleAfterType.${role.name}`)}` : `#${id}`;

  const handleChange = (value: string | null) => onSelectUser(value ? Number(value) : null);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('permissions.userTitle')}
        </Title>
        <Select
          label={t('permissions.userSelect')}
          placeholder={users.isPending ? t('common.loading') : t('permissions.userSelectPlaceholder')}
          data={options}
          value={userId === null ? null : String(userId)}
          onChange={handleChange}
          searchable
          clearable
          nothingFoundMessage={t('permissions.userNotFound')}
          leftSection={<IconSearch size={16} aria-hidden />}
          error={users.isError ? errorMessage(users.error) : undefined}
          maw={480}
          comboboxProps={{ withinPortal: true }}
        />
        {userId === null ? (
          <Text size="sm" c="dimmed">
            {t('permissions.userHint')}
          </Text>
        ) : detail.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('permissions.userLoading')}
            </Text>
          </Group>
        ) : detail.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(detail.error)}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Stack gap="xs" component="section" aria-label={t('permissions.userPermissions')}>
              <Group gap="xs">
                <Title order={3} size="h5">
                  {t('permissions.userPermissions')}
                </Title>
                {detail.data.is_super && <Badge color="grape">{t('permissions.superHasAll')}</Badge>}
              </Group>
              {detail.data.permissions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('permissions.userNoPermissions')}
                </Text>
              ) : (
                <Table verticalSpacing={4} aria-label={t('permissions.userPermissions')}>
                  <Table.Tbody>
                    {detail.data.permissions.map((p) => (
                      <Table.Tr key={p.name}>
                        <Table.Td>
                          <PermissionName permission={p} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-label={t('permissions.contentPermissions')}>
              <Title order={3} size="h5">
                {t('permissions.contentPermissions')}
              </Title>
              {detail.data.contentPermissions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('permissions.noContentPermissions')}
                </Text>
              ) : (
                <Table verticalSpacing={4} striped aria-label={t('permissions.contentPermissions')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('permissions.contentType')}</Table.Th>
                      <Table.Th>{t('permissions.contentId')}</Table.Th>
                      <Table.Th>{t('permissions.contentRole')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {detail.data.contentPermissions.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td>{t(`permissions.contentTypes.${c.content_type}`)}</Table.Td>
                        <Table.Td>{c.content_id}</Table.Td>
                        <Table.Td>{roleLabel(roleById.get(c.role_id), c.role_id)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
