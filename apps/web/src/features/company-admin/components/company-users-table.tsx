import { Button, Menu, Stack, Text } from '@mantine/core';
import type { Company, CompanyUser } from '@portal/contracts';
import { IconKey, IconMailForward, IconPencil, IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useCompanyUsers, useDeleteCompanyUser, useResetUserPassword } from '../../../entities/user';
import { categoryNameOf, useUserCategories } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { CompanyUserRoles } from './company-user-roles';
import { EnabledBadge } from './enabled-badge';
import { LatestDocument } from './latest-document';
import { SetPasswordModal } from './set-password-modal';
import { UserFormModal, type UserFormTarget } from './user-form-modal';

interface CompanyUsersTableProps {
  company: Company;
  /** Opens the create modal from the empty state; the page owns the add button. */
  onAdd: () => void;
}

/**
 * A company's users (name, e-mail, phone, category, enabled, roles, documents, latest document) with
 * role checkboxes and a menu per row: edit, password reset e-mail, set password, remove. A row offers
 * only what its `can` says the server would accept from the viewer.
 */
export function CompanyUsersTable({ company, onAdd }: CompanyUsersTableProps) {
  const { t } = useTranslation();
  const users = useCompanyUsers(company.id);
  const categories = useUserCategories();
  const reset = useResetUserPassword();
  const remove = useDeleteCompanyUser();
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [passwordUser, setPasswordUser] = useState<CompanyUser | null>(null);
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);

  const handleEdit = (user: CompanyUser) => {
    setFormTarget({ kind: 'company', companyId: company.id, user });
    setIsFormOpen(true);
  };

  const handleSetPassword = (user: CompanyUser) => {
    setPasswordUser(user);
    setIsPasswordOpen(true);
  };

  const handleReset = (user: CompanyUser) =>
    confirmAction({
      title: t('users.resetTitle', { name: user.name }),
      message: t('users.resetMessage', { email: user.email }),
      confirmLabel: t('users.resetConfirm'),
      isDestructive: false,
      onConfirm: () =>
        reset.mutate(
          { companyId: company.id, userId: user.id },
          { onSuccess: () => showSuccess(t('users.resetSent', { email: user.email })), onError: notifyRefusal },
        ),
    });

  const handleRemove = (user: CompanyUser) =>
    confirmAction({
      title: t('users.removeTitle', { name: user.name, company: company.name }),
      message: t('users.removeMessage', { name: user.name, company: company.name }),
      confirmLabel: t('users.remove'),
      onConfirm: () =>
        remove.mutate(
          { companyId: company.id, userId: user.id },
          { onSuccess: () => showSuccess(t('users.removed', { name: user.name })), onError: notifyRefusal },
        ),
    });

  const categoryName = (user: CompanyUser) => categoryNameOf(user.user_category_id, categories.data);
  const columns: DataTableColumn<CompanyUser>[] = [
    {
      key: 'name',
      header: t('users.name'),
      cell: (user) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          {!user.is_activated && (
            <Text size="xs" c="dimmed">
              {t('users.notActivated')}
            </Text>
          )}
        </Stack>
      ),
      sortValue: (user) => user.name,
    },
    { key: 'email', header: t('users.email'), cell: (user) => user.email, sortValue: (user) => user.email },
    {
      key: 'phone',
      header: t('users.phone'),
      cell: (user) => user.phone,
      sortValue: (user) => user.phone,
      noWrap: true,
    },
    { key: 'category', header: t('users.category'), cell: categoryName, sortValue: categoryName },
    {
      key: 'enabled',
      header: t('users.enabled'),
      cell: (user) => <EnabledBadge enabled={user.enabled} />,
      sortValue: (user) => user.enabled,
      noWrap: true,
    },
    {
      key: 'roles',
      header: t('users.roles'),
      cell: (user) => (
        <CompanyUserRoles
          companyId={company.id}
          user={user}
          companyRoles={company.roles}
          disabled={!user.can.changeMembership}
        />
      ),
    },
    {
      key: 'documents',
      header: t('users.documentAmount'),
      cell: (user) => user.document_amount,
      sortValue: (user) => user.document_amount,
      align: 'right',
    },
    {
      key: 'latest',
      header: t('users.latestDocument'),
      cell: (user) => <LatestDocument document={user.latest_document} />,
      sortValue: (user) => user.latest_document?.created,
    },
    {
      key: 'actions',
      header: t('users.actions'),
      width: 60,
      // Each row offers what its `can` says the server would accept from this viewer.
      cell: (user) => (
        <RowActionsMenu label={t('users.actionsFor', { name: user.name })}>
          {user.can.update && (
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => handleEdit(user)}>
              {t('users.edit')}
            </Menu.Item>
          )}
          {user.can.resetPassword && (
            <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => handleReset(user)}>
              {t('users.resetPassword')}
            </Menu.Item>
          )}
          {user.can.setPassword && (
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => handleSetPassword(user)}>
              {t('users.setPassword')}
            </Menu.Item>
          )}
          {user.can.changeMembership && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconUserMinus size={16} aria-hidden />}
                onClick={() => handleRemove(user)}
              >
                {t('users.remove')}
              </Menu.Item>
            </>
          )}
        </RowActionsMenu>
      ),
    },
  ];

  return (
    <>
      <DataTable
        rows={users.data ?? []}
        columns={columns}
        rowKey={(user) => user.id}
        label={t('users.tableLabel')}
        minWidth={1200}
        state={{
          query: users,
          loadingLabel: t('users.loading'),
          emptyTitle: t('users.emptyCompany'),
          emptyDescription: t('users.emptyCompanyHint'),
          emptyAction: company.can.manageUsers && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
              {t('users.add')}
            </Button>
          ),
        }}
      />
      <UserFormModal opened={isFormOpen} onClose={() => setIsFormOpen(false)} target={formTarget} />
      <SetPasswordModal opened={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} user={passwordUser} />
    </>
  );
}
