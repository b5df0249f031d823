import { ActionIcon, Badge, Button, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserCategory } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { isUserAdmin } from '../../../lib/access';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';
import { useDeleteUserCategory } from '../api/delete-user-category';
import { useUserCategories } from '../api/find-user-categories';
import { categoryDeleteErrorKey } from '../category-errors';
import { UserCategoryModal } from './user-category-modal';

/**
 * The usertypes tab of /companies: user categories, create with name and default flag, delete after
 * confirmation. Creating and deleting are user administration (users.manage); others only read.
 */
export function UserCategoriesTab() {
  const { t } = useTranslation();
  const canWrite = isUserAdmin(useSignedInUser());
  const categories = useUserCategories();
  const remove = useDeleteUserCategory();
  const [isAdding, setIsAdding] = useState(false);
  const defaultName = categories.data?.find((c) => c.default)?.name ?? '';

  const handleDelete = (category: UserCategory) =>
    confirmAction({
      title: t('userCategories.deleteTitle', { name: category.name }),
      message: t('userCategories.deleteMessage', { name: category.name, fallback: defaultName }),
      confirmLabel: t('userCategories.delete'),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: (result) =>
            showSuccess(t('userCategories.deleted', { name: category.name, count: result.moved_users })),
          onError: (error) => {
            // Spec part 3 section 5: the server's -3 (and 28) read "user category in use" here.
            const key = categoryDeleteErrorKey(error);
            if (!key) return notifyRefusal(error);
            notifications.show({ color: 'red', title: t('common.errorTitle'), message: t(key), autoClose: 8000 });
          },
        }),
    });

  return (
    <PageFrame
      title={t('userCategories.title')}
      description={t('userCategories.description')}
      actions={
        canWrite && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            {t('userCategories.add')}
          </Button>
        )
      }
    >
      <QueryState
        query={categories}
        loadingLabel={t('userCategories.loading')}
        isEmpty={(categories.data?.length ?? 0) === 0}
        emptyTitle={t('userCategories.empty')}
        emptyDescription={t('userCategories.emptyHint')}
      >
        <Table striped highlightOnHover verticalSpacing="sm" bg="white" aria-label={t('userCategories.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{t('companies.id')}</Table.Th>
              <Table.Th>{t('userCategories.name')}</Table.Th>
              <Table.Th>{t('userCategories.default')}</Table.Th>
              {canWrite && (
                <Table.Th w={80}>
                  <Text span size="sm" fw={700}>
                    {t('companies.actions')}
                  </Text>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(categories.data ?? []).map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td c="dimmed">{category.id}</Table.Td>
                <Table.Td fw={500}>{category.name}</Table.Td>
                <Table.Td>
                  {category.default && (
                    <Badge variant="light" color="brand">
                      {t('userCategories.isDefault')}
                    </Badge>
                  )}
                </Table.Td>
                {canWrite && (
                  <Table.Td>
                    <Tooltip
                      label={
                        category.default
                          ? t('userCategories.defaultCannotDelete')
                          : t('userCategories.deleteNamed', { name: category.name })
                      }
                    >
                      {/* A disabled button gets no pointer events; the wrapper keeps the tooltip explaining why. */}
                      <span>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          disabled={category.default}
                          onClick={() => handleDelete(category)}
                          aria-label={t('userCategories.deleteNamed', { name: category.name })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </span>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </QueryState>
      <UserCategoryModal opened={isAdding} onClose={() => setIsAdding(false)} />
    </PageFrame>
  );
}
