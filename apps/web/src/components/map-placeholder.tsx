import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Holds the map's place while its chunk loads, so the page does not jump. */
export function MapPlaceholder({ height }: { height: number | string }) {
  const { t } = useTranslation();
  return <Skeleton height={height} radius="md" role="status" aria-label={t('maps.loading')} />;
}
