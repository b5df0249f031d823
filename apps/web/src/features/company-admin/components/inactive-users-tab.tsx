import { Button, Group, Text } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { IconTrash, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { useDeleteUser, useUpdateUser, useUsers } from '../../../entities/user';
import { categoryNameOf, useUserCategories } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { CompanyLinks, confirmDeleteUser } from './user-rows';

/** The inactiveusers tab of /companies: disabled users, re-enabled with `enabled = 1` or deleted. */
export function InactiveUsersTab() {
  const { t } = useTranslation();
  const users = useUsers('inactive');
  const categories = useUserCategories();
  const enable = useUpdateUser();
  const remove = useDeleteUser();

  const handleEnable = (user: CompanyUser) =>
    enable.mutate(
      { userId: user.id, enabled: 1 },
      { onSuccess: () => showSuccess(t('users.reEnabled', { name: user.name })), onError: notifyRefusal },
    );

  const handleDelete = (user: CompanyUser) =>
    confirmDeleteUser(user, () =>
      remove.mutate(user.id, {
        onSuccess: () => showSuccess(t('users.deleted', { name: user.name })),
        onError: notifyRefusal,
      }),
    );

  const categoryName = (user: CompanyUser) => categoryNameOf(user.user_category_id, categories.data);
  const columns: DataTableColumn<CompanyUser>[] = [
    {
      key: 'name',
      header: t('users.name'),
      cell: (u) => (
        <Text span size="sm" fw={500}>
          {u.name}
        </Text>
      ),
      sortValue: (u) => u.name,
    },
    { key: 'email', header: t('users.email'), cell: (u) => u.email, sortValue: (u) => u.email },
    { key: 'companies', header: t('users.companies'), cell: (u) => <CompanyLinks user={u} /> },
    { key: 'category', header: t('users.category'), cell: categoryName, sortValue: categoryName },
    {
      key: 'actions',
      header: t('users.actions'),
      // The answer's `can` says what the server would accept from this viewer.
      cell: (user) => (
        <Group gap="xs" wrap="nowrap">
          {user.can.update && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserCheck size={14} aria-hidden />}
              onClick={() => handleEnable(user)}
              loading={enable.isPending && enable.variables?.userId === user.id}
              aria-label={t('users.reEnableNamed', { name: user.name })}
            >
              {t('users.reEnable')}
            </Button>
          )}
          {user.can.delete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => handleDelete(user)}
              aria-label={t('users.deleteNamed', { name: user.name })}
            >
              {t('users.delete')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <PageFrame title={t('users.inactiveTitle')} description={t('users.inactiveDescription')}>
      <DataTable
        rows={users.data ?? []}
        columns={columns}
        rowKey={(u) => u.id}
        label={t('users.inactiveTableLabel')}
        initialSort={{ key: 'name', direction: 'asc' }}
        state={{
          query: users,
          loadingLabel: t('users.loading'),
          emptyTitle: t('users.inactiveEmpty'),
          emptyDescription: t('users.inactiveEmptyHint'),
        }}
      />
    </PageFrame>
  );
}
