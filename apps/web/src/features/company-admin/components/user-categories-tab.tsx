import { ActionIcon, Badge, Button, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserCategory } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { isUserAdmin } from '../../../entities/session';
import { categoryDeleteErrorKey, useDeleteUserCategory, useUserCategories } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';
import { UserCategoryModal } from './user-category-modal';

/**
 * The usertypes tab of /companies: user categories, create with name and default flag, delete after
 * confirmation. Creating and deleting are user administration (users.manage); others only read.
 */
export function UserCategoriesTab() {
  const { t } = useTranslation();
  // Collection-level (adding, the actions column): the session's access rules until GET user carries `can`.
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

  const columns: DataTableColumn<UserCategory>[] = [
    {
      key: 'id',
      header: t('companies.id'),
      width: 80,
      cell: (category) => <Text c="dimmed">{category.id}</Text>,
      sortValue: (category) => category.id,
    },
    {
      key: 'name',
      header: t('userCategories.name'),
      cell: (category) => (
        <Text span size="sm" fw={500}>
          {category.name}
        </Text>
      ),
      sortValue: (category) => category.name,
    },
    {
      key: 'default',
      header: t('userCategories.default'),
      cell: (category) =>
        category.default && (
          <Badge variant="light" color="brand">
            {t('userCategories.isDefault')}
          </Badge>
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('companies.actions'),
            width: 80,
            // The category's `can` says whether the server would delete it (never the default one).
            cell: (category: UserCategory) => (
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
                    disabled={!category.can.delete}
                    onClick={() => handleDelete(category)}
                    aria-label={t('userCategories.deleteNamed', { name: category.name })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </span>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

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
      <DataTable
        rows={categories.data ?? []}
        columns={columns}
        rowKey={(category) => category.id}
        label={t('userCategories.tableLabel')}
        minWidth={480}
        state={{
          query: categories,
          loadingLabel: t('userCategories.loading'),
          emptyTitle: t('userCategories.empty'),
          emptyDescription: t('userCategories.emptyHint'),
        }}
      />
      <UserCategoryModal opened={isAdding} onClose={() => setIsAdding(false)} />
    </PageFrame>
  );
}
