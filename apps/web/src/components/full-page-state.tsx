import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Fills the window while the app cannot show anything else yet. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

interface FullPageErrorProps {
  title: ReactNode;
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A whole-window error with a way out (configuration could not be loaded). */
export function FullPageError({ title, message, retryLabel, onRetry, isRetrying }: FullPageErrorProps) {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconPlugConnectedX size={34} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={onRetry} loading={isRetrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Center>
  );
}
