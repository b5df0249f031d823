import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type WithTranslation, withTranslation } from 'react-i18next';

interface State {
  error: Error | null;
}

/**
 * Keeps a failing page from blanking the whole app. A chunk that fails to load (a new
 * version was deployed) is fixed by reloading, so that is the offered way out.
 */
class ErrorBoundaryInner extends Component<{ children: ReactNode } & WithTranslation, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    const { t, children } = this.props;
    if (!this.state.error) return children;
    return (
      <Alert color="red" variant="light" title={t('common.errorTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('error.generic', { error: -3 })}</Text>
          <Button size="xs" variant="default" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
}

export const ErrorBoundary = withTranslation()(ErrorBoundaryInner);
