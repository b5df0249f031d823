import { Menu, Text, TextInput } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useDeleteUser, useUsers } from '../../../entities/user';
import { categoryNameOf, useUserCategories } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';
import { filterUsers } from '../user-search';
import { EnabledBadge } from './enabled-badge';
import { GlobalRoles } from './global-roles';
import { LatestDocument } from './latest-document';
import { UserFormModal, type UserFormTarget } from './user-form-modal';
import { CompanyLinks, confirmDeleteUser } from './user-rows';

/** The allusers tab of /companies; users whose global roles the viewer may set show the switches. */
export function AllUsersTab() {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const users = useUsers('all');
  const categories = useUserCategories();
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<UserFormTarget | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const shown = useMemo(() => filterUsers(users.data ?? [], search), [users.data, search]);
  const hasUsers = (users.data?.length ?? 0) > 0;
  // The global role column only when the viewer may set them for someone (Super).
  const showsGlobalRoles = (users.data ?? []).some((u) => u.can.setGlobalRoles);

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
    {
      key: 'companies',
      header: t('users.companies'),
      cell: (u) => <CompanyLinks user={u} />,
      sortValue: (u) => u.companies[0]?.name,
    },
    { key: 'category', header: t('users.category'), cell: categoryName, sortValue: categoryName },
    {
      key: 'enabled',
      header: t('users.enabled'),
      cell: (u) => <EnabledBadge enabled={u.enabled} />,
      sortValue: (u) => u.enabled,
      noWrap: true,
    },
    {
      key: 'documents',
      header: t('users.documentAmount'),
      cell: (u) => u.document_amount,
      sortValue: (u) => u.document_amount,
      align: 'right',
    },
    {
      key: 'latest',
      header: t('users.latestDocument'),
      cell: (u) => <LatestDocument document={u.latest_document} />,
      sortValue: (u) => u.latest_document?.created,
    },
    ...(showsGlobalRoles
      ? [{ key: 'global', header: t('users.globalRoles'), cell: (u: CompanyUser) => <GlobalRoles user={u} /> }]
      : []),
    {
      key: 'actions',
      header: t('users.actions'),
      width: 60,
      // The answer's `can` says what the server would accept from this viewer.
      cell: (user) =>
        (user.can.update || user.can.delete) && (
          <RowActionsMenu label={t('users.actionsFor', { name: user.name })}>
            {user.can.update && (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => {
                  setTarget({ kind: 'account', user });
                  setIsFormOpen(true);
                }}
              >
                {t('users.edit')}
              </Menu.Item>
            )}
            {user.can.delete && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={user.id === me.id}
                onClick={() => handleDelete(user)}
              >
                {t('users.delete')}
              </Menu.Item>
            )}
          </RowActionsMenu>
        ),
    },
  ];

  return (
    <PageFrame
      title={t('users.allTitle')}
      description={t('users.allDescription')}
      filters={
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          w={{ base: '100%', sm: 320 }}
        />
      }
    >
      <DataTable
        rows={shown}
        columns={columns}
        rowKey={(u) => u.id}
        label={t('users.allTableLabel')}
        minWidth={showsGlobalRoles ? 1200 : 1000}
        state={{
          query: users,
          loadingLabel: t('users.loading'),
          emptyTitle: hasUsers ? t('users.noMatches') : t('users.empty'),
          emptyDescription: hasUsers ? t('users.noMatchesHint') : t('users.emptyHint'),
        }}
      />
      <UserFormModal opened={isFormOpen} onClose={() => setIsFormOpen(false)} target={target} />
    </PageFrame>
  );
}
