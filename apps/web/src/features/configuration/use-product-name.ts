import { useTranslation } from 'react-i18next';
import { useInstanceConfiguration } from './api/get-instance-configuration';

/** The installation's name from instance-configuration, else the translated default. */
export function useProductName(): string {
  const { t } = useTranslation();
  const { data } = useInstanceConfiguration();
  return data?.name || t('app.name');
}
