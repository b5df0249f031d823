import { configurationEndpoints } from '@portal/contracts/endpoints/configuration';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from './api-query';

/** GET instance-configuration: the installation's name and version (the name titles the page). */
export const instanceConfigurationQueryOptions = {
  ...endpointQuery(configurationEndpoints.instanceConfiguration, {}),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
};

/**
 * The installation's name from instance-configuration, else the translated default. Shared by the
 * sign-in screens and the shell; it is the installation's, not an area's, so it lives here.
 */
export function useProductName(): string {
  const { t } = useTranslation();
  const { data } = useQuery(instanceConfigurationQueryOptions);
  return data?.name || t('app.name');
}
