import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ScheduleEntry } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { QueryState } from '../../../components/query-state';
import { scheduleLabel, useDeleteSchedule, useProjectSchedules } from '../../../entities/schedule';
import { showError, showSuccess } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { LazyScheduleGantt } from '../schedule-gantt/lazy-schedule-gantt';
import { ScheduleFormModal } from './schedule-form-modal';

/**
 * Schedules tab: the entries as a tree (indented by level; the automatic status entries among
 * them, read-only), add, edit and delete for those whose `can` allows it, and the Gantt chart.
 */
export function ProjectSchedulesTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const schedules = useProjectSchedules(projectId);
  const remove = useDeleteSchedule(projectId);
  const [editing, setEditing] = useState<ScheduleEntry | null>(null);
  const [opened, setOpened] = useState(false);
  const entries = schedules.data?.data ?? [];
  const can = schedules.data?.can;
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '');

  const open = (entry: ScheduleEntry | null) => {
    setEditing(entry);
    setOpened(true);
  };

  const handleDelete = (entry: ScheduleEntry) =>
    confirmAction({
      title: t('schedules.deleteTitle'),
      message: t('schedules.deleteConfirm', { name: scheduleLabel(t, entry) }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => showSuccess(t('schedules.deleted')),
          onError: (e) => showError(e),
        }),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('schedules.title')}
          </Title>
          {can?.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
              {t('schedules.add')}
            </Button>
          )}
        </Group>
        {can && !can.viewAllLevels && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('schedules.topLevelOnly')}
          </Text>
        )}
        <QueryState
          query={schedules}
          loadingLabel={t('common.loading')}
          isEmpty={entries.length === 0}
          emptyTitle={t('schedules.empty')}
        >
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('schedules.list')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedules.description')}</Table.Th>
                  <Table.Th>{t('schedules.start')}</Table.Th>
                  <Table.Th>{t('schedules.end')}</Table.Th>
                  <Table.Th>{t('schedules.estimateStart')}</Table.Th>
                  <Table.Th>{t('schedules.estimateEnd')}</Table.Th>
                  <Table.Th>{t('schedules.completion')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('schedules.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id} data-level={e.level}>
                    <Table.Td style={{ paddingInlineStart: `calc(var(--mantine-spacing-sm) + ${e.level * 1.25}rem)` }}>
                      {/* Wraps on a narrow screen, so the "Automatic" badge goes under the text whole. */}
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={e.level === 0 ? 600 : 400}>
                          {scheduleLabel(t, e)}
                        </Text>
                        {e.automatical && (
                          <Tooltip label={t('schedules.automaticHint')}>
                            <Badge
                              size="xs"
                              variant="light"
                              color="gray"
                              styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } }}
                            >
                              {t('schedules.automatic')}
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{date(e.start_at)}</Table.Td>
                    <Table.Td>{date(e.end_at)}</Table.Td>
                    <Table.Td>{date(e.estimate_start_at)}</Table.Td>
                    <Table.Td>{date(e.estimate_end_at)}</Table.Td>
                    <Table.Td miw={110}>
                      <Group gap={6} wrap="nowrap">
                        <Progress value={e.completion_percentage} w={60} aria-hidden />
                        <Text size="sm">{e.completion_percentage} %</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        edit={
                          e.can.update
                            ? { label: t('schedules.edit', { name: scheduleLabel(t, e) }), onClick: () => open(e) }
                            : undefined
                        }
                        remove={
                          e.can.delete
                            ? {
                                label: t('schedules.delete', { name: scheduleLabel(t, e) }),
                                onClick: () => handleDelete(e),
                              }
                            : undefined
                        }
                        iconSize={16}
                        justify="flex-end"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </QueryState>
      </Paper>
      {entries.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('schedules.gantt')}
          </Title>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Suspense
              fallback={
                <Center py="lg" role="status">
                  <Loader size="sm" aria-label={t('schedules.ganttLoading')} />
                </Center>
              }
            >
              <LazyScheduleGantt entries={entries} />
            </Suspense>
          </div>
        </Paper>
      )}
      <ScheduleFormModal
        projectId={projectId}
        opened={opened}
        onClose={() => setOpened(false)}
        entries={entries}
        entry={editing}
      />
    </Stack>
  );
}
