import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { PermissionMatrix } from '../components/permission-matrix';
import { UserPermissionsPanel } from '../components/user-permissions-panel';

/** /permissions (owner-manager): the permission matrix, then a user's effective permissions. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.permissions.title')} description={t('permissions.description')}>
      <Stack gap="xl">
        <PermissionMatrix />
        <UserPermissionsPanel />
      </Stack>
    </PageFrame>
  );
}
