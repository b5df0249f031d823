import { Button, Group, Table, Text } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { IconTrash, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';
import { useUserCategories } from '../../user-categories/api/find-user-categories';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/find-users';
import { useUpdateUser } from '../api/update-user';
import { categoryNameOf } from '../category-names';
import { mayAdministerUser } from '../user-row-access';
import { CompanyLinks, confirmDeleteUser } from './user-rows';

/** The inactiveusers tab of /companies: disabled users, re-enabled with `enabled = 1` or deleted. */
export function InactiveUsersTab() {
  const { t } = useTranslation();
  const me = useSignedInUser();
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

  return (
    <PageFrame title={t('users.inactiveTitle')} description={t('users.inactiveDescription')}>
      <QueryState
        query={users}
        loadingLabel={t('users.loading')}
        isEmpty={(users.data?.length ?? 0) === 0}
        emptyTitle={t('users.inactiveEmpty')}
        emptyDescription={t('users.inactiveEmptyHint')}
      >
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover verticalSpacing="sm" bg="white" aria-label={t('users.inactiveTableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.companies')}</Table.Th>
                <Table.Th>{t('users.category')}</Table.Th>
                <Table.Th>
                  <Text span size="sm" fw={700}>
                    {t('users.actions')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data ?? []).map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td fw={500}>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <CompanyLinks user={user} />
                  </Table.Td>
                  <Table.Td>{categoryNameOf(user.user_category_id, categories.data)}</Table.Td>
                  <Table.Td>
                    {/* Only Super changes a Super user; the server refuses anyone else. */}
                    {mayAdministerUser(me, user) && (
                      <Group gap="xs" wrap="nowrap">
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
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
    </PageFrame>
  );
}
