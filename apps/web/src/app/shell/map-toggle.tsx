import { Switch } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setMapVisible, useMapVisible } from '../../lib/map-visibility';

/** Shows or hides the map on pages that have one; pages read the value with useMapVisible(). */
export function MapToggle() {
  const { t } = useTranslation();
  const visible = useMapVisible();
  return (
    <Switch
      size="sm"
      label={t('topbar.mapToggle')}
      checked={visible}
      onChange={(event) => setMapVisible(event.currentTarget.checked)}
      thumbIcon={<IconMap size={10} aria-hidden />}
    />
  );
}
