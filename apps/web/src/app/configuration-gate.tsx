import { ErrorCode } from '@portal/contracts';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageError, FullPageLoader } from '../components/full-page-state';
import { ConfigurationContext } from '../lib/configuration-context';
import { useConfigurationQuery } from '../lib/configuration-query';
import { setMapVisibleDefault } from '../lib/map-visibility';
import { useReleaseFirstScreen } from '../lib/use-release-first-screen';

/**
 * Nothing renders before the configuration has loaded: feature flags decide the routes and the
 * menu. When it cannot be loaded the whole page says so (error 1000) and offers a retry; a
 * failed background refresh keeps the configuration already shown.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useConfigurationQuery();
  const configuration = query.data;

  useEffect(() => {
    if (configuration) setMapVisibleDefault(configuration.infraMapVisibleByDefault);
  }, [configuration]);

  if (configuration) {
    return <ConfigurationContext.Provider value={configuration}>{children}</ConfigurationContext.Provider>;
  }
  if (query.isError) {
    return (
      <ConfigurationError
        title={t('configError.title')}
        message={t(`error.${ErrorCode.noCore}`)}
        retryLabel={t('configError.retry')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <FullPageLoader label={t('common.loading')} />;
}

/** The error replaces the first screen too: without the configuration the form cannot work. */
function ConfigurationError(props: ComponentProps<typeof FullPageError>) {
  useReleaseFirstScreen();
  return <FullPageError {...props} />;
}
