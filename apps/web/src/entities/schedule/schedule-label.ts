import { STATUS_SCHEDULE_DESCRIPTION } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { statusLabel } from '../status';

/**
 * What an entry is called: automatic entries hold a status slug (or a user-made status's name), shown
 * as the status list shows it; the parent of the status changes is "Project statuses".
 */
export function scheduleLabel(t: TFunction, entry: { description: string; automatical: boolean }): string {
  if (!entry.automatical) return entry.description;
  if (entry.description === STATUS_SCHEDULE_DESCRIPTION) return t('schedules.statuses');
  return statusLabel(t, { name: entry.description, slug: entry.description });
}
