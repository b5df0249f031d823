import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useUser, useUsers } from '../../../entities/user';
import { PermissionMatrix } from '../components/permission-matrix';
import { UserPermissionsPanel } from '../components/user-permissions-panel';

/** A selected user id from `?user=`, so a reload shows the same user. */
function parseUserId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw) > 0 ? Number(raw) : null;
}

/**
 * /permissions (owner-manager): the permission matrix, then a user's effective permissions. Composes
 * the matrix with the user entity's list and detail; the chosen user is kept in `?user=`.
 */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const userId = parseUserId(params.get('user'));
  const users = useUsers('all');
  const detail = useUser(userId);

  const handleSelectUser = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id) next.set('user', String(id));
        else next.delete('user');
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame title={t('pages.permissions.title')} description={t('permissions.description')}>
      <Stack gap="xl">
        <PermissionMatrix onChanged={() => userId !== null && detail.refetch()} />
        <UserPermissionsPanel userId={userId} onSelectUser={handleSelectUser} users={users} detail={detail} />
      </Stack>
    </PageFrame>
  );
}
