import { ActionIcon, Divider, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { MaterialDeadline, MaterialFormDeadline } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import {
  formatDeadline,
  useDeleteDeadline,
  useDeleteFormDeadline,
  useProjectDeadlines,
  useProjectFormDeadlines,
} from '../../../entities/material-deadline';
import { useConfiguration } from '../../../lib/configuration-context';
import { showError, showSuccess } from '../../../lib/error-message';
import { isLanguage } from '../../../lib/language';
import { DeadlineCreateForm } from './deadline-create-form';
import { DeadlinesTable, deadlineTarget } from './deadlines-table';

/**
 * The material-forms page's deadlines panel (spec part 3 §2 "Material selection deadlines"): the
 * project's selection deadlines with their level, the create form for those who manage them, and
 * the forms' own deadlines; deleting either asks first.
 */
export function MaterialDeadlinesPanel({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const deadlines = useProjectDeadlines(projectId);
  const formDeadlines = useProjectFormDeadlines(projectId);
  const remove = useDeleteDeadline(projectId);
  const removeFormDeadline = useDeleteFormDeadline(projectId);
  const rows = deadlines.data?.data ?? [];
  const formRows = formDeadlines.data ?? [];

  const handleDelete = (deadline: MaterialDeadline) =>
    confirmAction({
      title: t('materialDeadlines.deleteTitle'),
      message: t('materialDeadlines.deleteConfirm', {
        target: deadlineTarget(t, deadline),
        when: formatDeadline(deadline.deadline_at, timeZone, language),
      }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(deadline.id, {
          onSuccess: () => showSuccess(t('materialDeadlines.deleted')),
          onError: (error) => showError(error),
        }),
    });

  const handleDeleteFormDeadline = (deadline: MaterialFormDeadline) =>
    confirmAction({
      title: t('materialDeadlines.deleteFormTitle'),
      message: t('materialDeadlines.deleteFormConfirm', { form: deadline.material_form_name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        removeFormDeadline.mutate(deadline.id, {
          onSuccess: () => showSuccess(t('materialDeadlines.deleted')),
          onError: (error) => showError(error),
        }),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      aria-labelledby="material-deadlines-title"
      component="section"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="material-deadlines-title">
            {t('materialDeadlines.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('materialDeadlines.intro', { timeZone })}
          </Text>
        </div>
        {deadlines.data?.can.create && <DeadlineCreateForm projectId={projectId} />}
        <QueryState
          query={deadlines}
          loadingLabel={t('common.loading')}
          isEmpty={rows.length === 0}
          emptyTitle={t('materialDeadlines.empty')}
        >
          <DeadlinesTable rows={rows} timeZone={timeZone} language={language} onDelete={handleDelete} />
        </QueryState>
        <Divider />
        <Title order={3} size="h5">
          {t('materialDeadlines.formDeadlinesTitle')}
        </Title>
        <QueryState
          query={formDeadlines}
          loadingLabel={t('common.loading')}
          isEmpty={formRows.length === 0}
          emptyTitle={t('materialDeadlines.formDeadlinesEmpty')}
        >
          <List spacing={4} listStyleType="none" aria-label={t('materialDeadlines.formDeadlinesTitle')}>
            {formRows.map((d) => (
              <List.Item key={d.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('materialDeadlines.formDeadline', {
                      form: d.material_form_name,
                      when: formatDeadline(d.deadline_at, timeZone, language),
                    })}
                  </Text>
                  {d.can.delete && (
                    <Tooltip label={t('materialDeadlines.deleteForm', { form: d.material_form_name })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('materialDeadlines.deleteForm', { form: d.material_form_name })}
                        onClick={() => handleDeleteFormDeadline(d)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </QueryState>
      </Stack>
    </Paper>
  );
}
