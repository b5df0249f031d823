import { Menu, Table, Text, TextInput } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';
import { useUserCategories } from '../../user-categories/api/find-user-categories';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/find-users';
import { categoryNameOf } from '../category-names';
import { mayAdministerUser } from '../user-row-access';
import { filterUsers } from '../user-search';
import { EnabledBadge } from './enabled-badge';
import { GlobalRoles } from './global-roles';
import { LatestDocument } from './latest-document';
import { UserFormModal, type UserFormTarget } from './user-form-modal';
import { CompanyLinks, confirmDeleteUser } from './user-rows';

/** The allusers tab of /companies; Super users also see the global role switches. */
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

  const handleDelete = (user: CompanyUser) =>
    confirmDeleteUser(user, () =>
      remove.mutate(user.id, {
        onSuccess: () => showSuccess(t('users.deleted', { name: user.name })),
        onError: notifyRefusal,
      }),
    );

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
      <QueryState
        query={users}
        loadingLabel={t('users.loading')}
        isEmpty={shown.length === 0}
        emptyTitle={hasUsers ? t('users.noMatches') : t('users.empty')}
        emptyDescription={hasUsers ? t('users.noMatchesHint') : t('users.emptyHint')}
      >
        <Table.ScrollContainer minWidth={me.is_super ? 1200 : 1000}>
          <Table
            striped
            highlightOnHover
            stickyHeader
            verticalSpacing="sm"
            bg="white"
            aria-label={t('users.allTableLabel')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.companies')}</Table.Th>
                <Table.Th>{t('users.category')}</Table.Th>
                <Table.Th>{t('users.enabled')}</Table.Th>
                <Table.Th ta="right">{t('users.documentAmount')}</Table.Th>
                <Table.Th>{t('users.latestDocument')}</Table.Th>
                {me.is_super && <Table.Th>{t('users.globalRoles')}</Table.Th>}
                <Table.Th w={60}>
                  <Text span size="sm" fw={700}>
                    {t('users.actions')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td fw={500}>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <CompanyLinks user={user} />
                  </Table.Td>
                  <Table.Td>{categoryNameOf(user.user_category_id, categories.data)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <EnabledBadge enabled={user.enabled} />
                  </Table.Td>
                  <Table.Td ta="right">{user.document_amount}</Table.Td>
                  <Table.Td>
                    <LatestDocument document={user.latest_document} />
                  </Table.Td>
                  {me.is_super && (
                    <Table.Td>
                      <GlobalRoles user={user} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    {/* Only Super changes a Super user; the server refuses anyone else. */}
                    {mayAdministerUser(me, user) && (
                      <RowActionsMenu label={t('users.actionsFor', { name: user.name })}>
                        <Menu.Item
                          leftSection={<IconPencil size={16} aria-hidden />}
                          onClick={() => {
                            setTarget({ kind: 'account', user });
                            setIsFormOpen(true);
                          }}
                        >
                          {t('users.edit')}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} aria-hidden />}
                          disabled={user.id === me.id}
                          onClick={() => handleDelete(user)}
                        >
                          {t('users.delete')}
                        </Menu.Item>
                      </RowActionsMenu>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <UserFormModal opened={isFormOpen} onClose={() => setIsFormOpen(false)} target={target} />
    </PageFrame>
  );
}
