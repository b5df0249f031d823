import { Alert, Button, Center, EmptyState, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

interface QueryStateProps {
  query: QueryLike;
  /** What the spinner is waiting for ("Loading companies…"). */
  loadingLabel: string;
  isEmpty: boolean;
  emptyTitle: string;
  /** What to do next. */
  emptyDescription?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** Every list's three states besides the list itself: loading, failed (with retry) and empty. */
export function QueryState({
  query,
  loadingLabel,
  isEmpty,
  emptyTitle,
  emptyDescription,
  emptyAction,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {loadingLabel}
          </Text>
        </Group>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          py="md"
          icon={<IconInbox size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          title={emptyTitle}
          description={emptyDescription}
        >
          {emptyAction && <EmptyState.Actions>{emptyAction}</EmptyState.Actions>}
        </EmptyState>
      </Paper>
    );
  }
  return <>{children}</>;
}
