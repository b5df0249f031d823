import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';
import { refusalText } from './server-reasons';

/** An error raised in the browser before any call, with the locale key of its message. */
export class LocalisedError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'LocalisedError';
  }
}

/** A refused action as a red toast, with the server's translated reason when it gave one. */
export function notifyRefusal(error: unknown): void {
  const message = error instanceof LocalisedError ? i18n.t(error.messageKey) : refusalText(i18n.t, error);
  notifications.show({ color: 'red', title: i18n.t('common.errorTitle'), message, autoClose: 8000 });
}
