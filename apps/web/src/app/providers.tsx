import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Library providers in dependency order; notifications render inside them so toasts can use hooks. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ModalsProvider>
            <Notifications position="bottom-right" limit={5} zIndex={1000} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
