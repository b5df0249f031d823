import { notifications } from '@mantine/notifications';
import type { Notification } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { downloadNotificationAttachment } from './notifications';

/**
 * The download button's action (spec part 1 §7): a file that is gone (410) is ignored, any other
 * failure is error 30.
 */
export async function saveAttachment(notification: Notification): Promise<void> {
  try {
    await downloadNotificationAttachment(notification);
  } catch (error) {
    if (isApiError(error) && error.status === 410) return;
    notifications.show({
      color: 'red',
      title: i18n.t('common.errorTitle'),
      message: i18n.t('error.30'),
      autoClose: 8000,
    });
  }
}
