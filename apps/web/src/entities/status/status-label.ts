import type { TFunction } from 'i18next';

export const DEFAULT_STATUS_SLUGS = ['active', 'inactive', 'before', 'during', 'after', 'imported'] as const;

/** Default statuses show by their translated slug; others by their name. */
export function statusLabel(
  t: TFunction,
  status: { name: string; slug?: string | null; is_default?: boolean | number } | null | undefined,
): string {
  if (!status) return '';
  const slug = status.slug ?? '';
  if ((status.is_default ?? true) && (DEFAULT_STATUS_SLUGS as readonly string[]).includes(slug)) {
    return t(`projectStatuses.slugs.${slug}`);
  }
  return status.name;
}
