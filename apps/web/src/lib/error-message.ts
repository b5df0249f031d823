import { notifications } from '@mantine/notifications';
import { ErrorCode } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';
import { i18n } from './i18n';

export interface MessageKey {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The locale key for an error: `error.<code>` from the catalogue when the locale has it,
 * otherwise the generic "Error code: {{error}}" text. Throttling (429) and "not ready" (503)
 * get their own messages whatever the body says (DECISIONS.md "Answers").
 */
export function errorMessageKey(error: unknown, hasKey: (key: string) => boolean): MessageKey {
  if (!isApiError(error)) return { key: 'error.generic', values: { error: ErrorCode.unexpected } };
  if (error.status === 429) {
    const minutes = error.retryAfterSeconds ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : 0;
    return minutes ? { key: 'error.429-retry', values: { count: minutes } } : { key: 'error.429' };
  }
  if (error.status === 503) return { key: 'error.503' };
  const key = `error.${error.code}`;
  return hasKey(key) ? { key } : { key: 'error.generic', values: { error: String(error.code) } };
}

export function translateError(t: TFunction, error: unknown): string {
  const { key, values } = errorMessageKey(error, (k) => i18n.exists(k));
  return t(key, values);
}

/** Returns a function that turns any thrown error into a translated sentence. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => translateError(t, error), [t]);
}

/** Shows a failed operation as a red toast. */
export function showError(error: unknown, title?: string): void {
  notifications.show({
    color: 'red',
    title: title ?? i18n.t('common.errorTitle'),
    message: translateError(i18n.t, error),
    autoClose: 8000,
  });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 4000 });
}
