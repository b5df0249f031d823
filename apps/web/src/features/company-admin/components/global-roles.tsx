import { Group, Switch } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSetGlobalRoles } from '../../../entities/user';
import { notifyRefusal } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/stored-user';

/** Super users grant and revoke the global roles owner and Super (PUT users/{id}/global-roles). */
export function GlobalRoles({ user }: { user: CompanyUser }) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const change = useSetGlobalRoles();
  const pending = change.isPending ? change.variables : undefined;
  const owner = pending?.owner !== undefined ? pending.owner === true : user.is_owner;
  const isSuper = pending?.super !== undefined ? pending.super === true : user.is_super;

  return (
    <Group gap="md" wrap="nowrap">
      <Switch
        size="xs"
        label={t('users.globalOwner')}
        aria-label={t('users.globalRoleFor', { role: t('users.globalOwner'), name: user.name })}
        checked={owner}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ userId: user.id, owner: e.currentTarget.checked }, { onError: notifyRefusal })}
      />
      <Switch
        size="xs"
        label={t('users.globalSuper')}
        aria-label={t('users.globalRoleFor', { role: t('users.globalSuper'), name: user.name })}
        checked={isSuper}
        // A Super cannot revoke their own Super role (the server refuses with 409 too).
        disabled={change.isPending || (user.id === me.id && user.is_super)}
        onChange={(e) => change.mutate({ userId: user.id, super: e.currentTarget.checked }, { onError: notifyRefusal })}
      />
    </Group>
  );
}
