import { Stack, Text } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { i18n } from '../../../lib/i18n';

/** Companies of a user as links to their management pages. */
export function CompanyLinks({ user }: { user: CompanyUser }) {
  if (user.companies.length === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Stack gap={0}>
      {user.companies.map((c) => (
        <Text key={c.id} size="sm" component={Link} to={`/company-management/${c.id}`} c="brand.7">
          {c.name}
        </Text>
      ))}
    </Stack>
  );
}

/** Asks before deleting an account and says what goes with it. */
export function confirmDeleteUser(user: CompanyUser, onConfirm: () => void) {
  const t = i18n.t;
  confirmAction({
    title: t('users.deleteTitle', { name: user.name }),
    message: t('users.deleteMessage', { name: user.name, email: user.email }),
    confirmLabel: t('users.delete'),
    onConfirm,
  });
}
