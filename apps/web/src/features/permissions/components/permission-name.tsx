import { Code, Stack, Text } from '@mantine/core';
import type { PermissionItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { permissionNameKey } from '../../../entities/permission';

/** A permission as the matrix shows it: its `p:` label and, when known, a human name. */
export function PermissionName({ permission }: { permission: Pick<PermissionItem, 'name' | 'label'> }) {
  const { t, i18n } = useTranslation();
  const key = `permissions.names.${permissionNameKey(permission.name)}`;
  return (
    <Stack gap={0}>
      <Code bg="transparent" p={0} fz="sm" fw={600}>
        {permission.label}
      </Code>
      {i18n.exists(key) && (
        <Text size="xs" c="dimmed">
          {t(key)}
        </Text>
      )}
    </Stack>
  );
}
