import { Button, Menu, Stack, Table, Text } from '@mantine/core';
import type { Company, CompanyUser } from '@portal/contracts';
import { IconKey, IconMailForward, IconPencil, IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';
import { useUserCategories } from '../../user-categories/api/find-user-categories';
import { useDeleteCompanyUser } from '../api/delete-company-user';
import { useCompanyUsers } from '../api/find-company-users';
import { useResetUserPassword } from '../api/reset-user-password';
import { categoryNameOf } from '../category-names';
import { mayAdministerUser, mayChangeMembership } from '../user-row-access';
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
 * only what the server would accept from the viewer (user-row-access.ts).
 */
export function CompanyUsersTable({ company, onAdd }: CompanyUsersTableProps) {
  const { t } = useTranslation();
  const viewer = useSignedInUser();
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

  return (
    <>
      <QueryState
        query={users}
        loadingLabel={t('users.loading')}
        isEmpty={(users.data?.length ?? 0) === 0}
        emptyTitle={t('users.emptyCompany')}
        emptyDescription={t('users.emptyCompanyHint')}
        emptyAction={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('users.add')}
          </Button>
        }
      >
        <Table.ScrollContainer minWidth={1200}>
          <Table
            striped
            highlightOnHover
            stickyHeader
            verticalSpacing="sm"
            bg="white"
            aria-label={t('users.tableLabel')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.phone')}</Table.Th>
                <Table.Th>{t('users.category')}</Table.Th>
                <Table.Th>{t('users.enabled')}</Table.Th>
                <Table.Th>{t('users.roles')}</Table.Th>
                <Table.Th ta="right">{t('users.documentAmount')}</Table.Th>
                <Table.Th>{t('users.latestDocument')}</Table.Th>
                <Table.Th w={60}>
                  <Text span size="sm" fw={700}>
                    {t('users.actions')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data ?? []).map((user) => {
                const mayAdminister = mayAdministerUser(viewer, user);
                const mayChange = mayChangeMembership(viewer, user);
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.phone}</Table.Td>
                    <Table.Td>{categoryNameOf(user.user_category_id, categories.data)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <EnabledBadge enabled={user.enabled} />
                    </Table.Td>
                    <Table.Td>
                      <CompanyUserRoles
                        companyId={company.id}
                        user={user}
                        companyRoles={company.roles}
                        disabled={!mayChange}
                      />
                    </Table.Td>
                    <Table.Td ta="right">{user.document_amount}</Table.Td>
                    <Table.Td>
                      <LatestDocument document={user.latest_document} />
                    </Table.Td>
                    <Table.Td>
                      <RowActionsMenu label={t('users.actionsFor', { name: user.name })}>
                        {mayAdminister && (
                          <Menu.Item
                            leftSection={<IconPencil size={16} aria-hidden />}
                            onClick={() => handleEdit(user)}
                          >
                            {t('users.edit')}
                          </Menu.Item>
                        )}
                        <Menu.Item
                          leftSection={<IconMailForward size={16} aria-hidden />}
                          onClick={() => handleReset(user)}
                        >
                          {t('users.resetPassword')}
                        </Menu.Item>
                        {mayAdminister && (
                          <Menu.Item
                            leftSection={<IconKey size={16} aria-hidden />}
                            onClick={() => handleSetPassword(user)}
                          >
                            {t('users.setPassword')}
                          </Menu.Item>
                        )}
                        {mayChange && (
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
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <UserFormModal opened={isFormOpen} onClose={() => setIsFormOpen(false)} target={formTarget} />
      <SetPasswordModal opened={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} user={passwordUser} />
    </>
  );
}
