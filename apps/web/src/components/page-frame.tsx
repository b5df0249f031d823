import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** The page's actions, shown on the right of the title row. */
  actions?: ReactNode;
  /** A filter row under the title, for pages with filters. */
  filters?: ReactNode;
  children: ReactNode;
}

/** Every page has the same frame: title row with actions, optional filter row, then content. */
export function PageFrame({ title, description, actions, filters, children }: PageFrameProps) {
  return (
    <Stack gap="lg" component="section">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Box>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </Box>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {filters && <Group gap="sm">{filters}</Group>}
      <Box>{children}</Box>
    </Stack>
  );
}
