import { EmptyState, Paper } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The empty state of an area whose screens arrive in a later release; the texts can be the area's own. */
export function ComingSoon({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconBarrierBlock size={28} stroke={1.5} aria-hidden />}
        title={title ?? t('comingSoon.title')}
        description={description ?? t('comingSoon.description')}
      />
    </Paper>
  );
}
