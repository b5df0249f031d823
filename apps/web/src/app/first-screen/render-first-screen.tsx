import { MantineProvider } from '@mantine/core';
import type { Language, PublicConfiguration } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../../features/auth';
import { ConfigurationContext } from '../../lib/configuration-context';
import { createI18n } from '../../lib/i18n';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The login page as static markup, made at build time (vite-plugins/first-screen.ts) from the app's
 * own LoginPage, once per language. Only what the login form shows is read from this
 * configuration: the default branding. An installation with its own logo or login background gets
 * no first screen (the server leaves it out of index.html), so it never shows the wrong one.
 */
const DEFAULT_BRANDING = {
  logoUrl: null,
  loginBackgroundUrl: null,
  secondaryLogoUrl: null,
  privacyPolicyUrl: null,
} satisfies Partial<PublicConfiguration>;

export function renderFirstScreen(language: Language): string {
  const configuration = DEFAULT_BRANDING as PublicConfiguration;
  return renderToString(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ConfigurationContext.Provider value={configuration}>
            <MemoryRouter>
              <LoginPage />
            </MemoryRouter>
          </ConfigurationContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
    // Both languages are in one page: their element ids (labels, descriptions) must differ.
    { identifierPrefix: `first-screen-${language}-` },
  );
}
