import type { PublicConfiguration } from '@portal/contracts';
import { createContext, useContext } from 'react';

/** Filled by the configuration gate, which renders nothing until the configuration has loaded. */
export const ConfigurationContext = createContext<PublicConfiguration | null>(null);

export function useConfiguration(): PublicConfiguration {
  const configuration = useContext(ConfigurationContext);
  if (!configuration) throw new Error('useConfiguration() used outside the configuration gate');
  return configuration;
}
