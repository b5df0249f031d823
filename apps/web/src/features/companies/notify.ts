import { notifications } from '@mantine/notifications';
import { i18n } from '../../lib/i18n';
import { InvalidDeleteInputError } from '../users/company-user-calls';
import { refusalText } from './server-reasons';

/** A refused action as a red toast, with the server's translated reason when it gave one. */
export function notifyRefusal(error: unknown): void {
  const message =
    error instanceof InvalidDeleteInputError ? i18n.t('users.invalidDeleteInput') : refusalText(i18n.t, error);
  notifications.show({ color: 'red', title: i18n.t('common.errorTitle'), message, autoClose: 8000 });
}
