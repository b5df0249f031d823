import { Button, EmptyState, Paper } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A signed-in address that matches no route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        py="xl"
        icon={<IconMapQuestion size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        title={t('notFound.title')}
        description={t('notFound.description')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/projects">
            {t('notFound.home')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
