import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, isOwnerManager } from '../../../lib/access';
import { useConfiguration } from '../../../lib/configuration-context';
import { useSignedInUser } from '../../../lib/stored-user';
import { useDeleteRequests } from '../api/find-delete-requests';
import { DeleteRequestsModal } from './delete-requests-modal';

/**
 * The top bar's inbox: only while messaging is on and the user may handle delete requests.
 * Requests are loaded for owner-managers (spec part 1 section 2).
 */
export function DeleteRequestsInbox() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const configuration = useConfiguration();
  const [opened, setOpened] = useState(false);
  const visible = configuration.messaging && hasPermission(user, 'document-delete-requests.manage');
  const requests = useDeleteRequests(visible && isOwnerManager(user));
  if (!visible) return null;
  const count = requests.data?.length ?? 0;
  const label = count ? `${t('topbar.deleteRequests')} (${count})` : t('topbar.deleteRequests');

  return (
    <>
      <Tooltip label={label}>
        <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened(true)}>
            <IconInbox size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <DeleteRequestsModal opened={opened} onClose={() => setOpened(false)} requests={requests.data ?? []} />
    </>
  );
}
