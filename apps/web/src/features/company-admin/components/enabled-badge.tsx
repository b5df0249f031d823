import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={enabled ? 'teal' : 'gray'}
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {enabled ? t('users.isEnabled') : t('users.isDisabled')}
    </Badge>
  );
}
