import { MantineProvider } from '@mantine/core';
import type { PublicConfiguration } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addAppTranslations, allResources } from '../lib/app-translations';
import { ConfigurationContext } from '../lib/configuration-context';
import { createI18n } from '../lib/i18n';

export interface RenderOptions {
  language?: 'en' | 'fi';
  /** The public configuration screens read; tests pass what they need. */
  configuration?: Partial<PublicConfiguration>;
  /** The route the element is shown at, and the URL the router starts from. */
  path?: string;
  initialEntry?: string;
  /** Other routes the test navigates to (path → element). */
  routes?: Record<string, ReactNode>;
}

/** An i18next instance with every text of the app, as a signed-in screen has it. */
export function createTestI18n(language: 'en' | 'fi') {
  addAppTranslations(); // screens that call the app's own instance outside React
  return createI18n(language, undefined, allResources);
}

/**
 * The one render helper of the web tests: the element inside the app's providers (StrictMode,
 * i18n, a fresh query client, Mantine, configuration, a memory router), as the app mounts it.
 */
export function renderWithProviders(element: ReactNode, options: RenderOptions = {}) {
  const { language = 'en', configuration = {}, path = '/', routes = {} } = options;
  const i18n = createTestI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    // StrictMode mounts every effect twice, as the app does in development.
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider>
            <ConfigurationContext value={configuration as PublicConfiguration}>
              <MemoryRouter initialEntries={[options.initialEntry ?? path]}>
                <Routes>
                  <Route path={path} element={children} />
                  {Object.entries(routes).map(([routePath, routeElement]) => (
                    <Route key={routePath} path={routePath} element={routeElement} />
                  ))}
                </Routes>
              </MemoryRouter>
            </ConfigurationContext>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const view = render(wrap(element));
  return { ...view, queryClient, rerenderWith: (next: ReactNode) => view.rerender(wrap(next)) };
}
