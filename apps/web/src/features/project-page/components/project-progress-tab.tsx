import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ProgressReport } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DateField } from '../../../components/date-field';
import { QueryState } from '../../../components/query-state';
import { progressTotals, useDeleteProgressReport, useProgressReports } from '../../../entities/progress-report';
import { showError, showSuccess } from '../../../lib/error-message';
import { ProgressReportModal } from './progress-report-modal';

/**
 * Progress numbers tab: reports between two days (the end day included whole), the totals per task
 * over them, add and delete (after a confirmation) as the answers' `can` allows.
 */
export function ProjectProgressTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [opened, setOpened] = useState(false);
  const reports = useProgressReports(projectId, { start, end });
  const remove = useDeleteProgressReport(projectId);
  const rows = reports.data?.data ?? [];
  const totals = progressTotals(rows);
  const task = (slug: string) => t(`progress.tasks.${slug}`, { defaultValue: slug });

  const handleDelete = (report: ProgressReport) =>
    confirmAction({
      title: t('progress.deleteTitle'),
      message: t('progress.deleteConfirm', { date: report.date }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(report.id, {
          onSuccess: () => showSuccess(t('progress.deleted')),
          onError: (e) => showError(e),
        }),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('progress.title')}
          </Title>
          {reports.data?.can.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
              {t('progress.add')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={480} mb="md">
          <DateField label={t('progress.start')} value={start} onChange={setStart} maxDate={end || undefined} />
          <DateField label={t('progress.end')} value={end} onChange={setEnd} minDate={start || undefined} />
        </SimpleGrid>
        <QueryState
          query={reports}
          loadingLabel={t('common.loading')}
          isEmpty={rows.length === 0}
          emptyTitle={t('progress.empty')}
        >
          <Stack gap="md">
            <div>
              <Title order={3} size="h5" mb="xs">
                {t('progress.totals')}
              </Title>
              <Table withTableBorder maw={480} aria-label={t('progress.totals')}>
                <Table.Tbody>
                  {totals.map((total) => (
                    <Table.Tr key={`${total.slug}-${total.unit}`}>
                      <Table.Td>{task(total.slug)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {total.value} {total.unit}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <div>
              <Title order={3} size="h5" mb="xs">
                {t('progress.reports')}
              </Title>
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label={t('progress.reports')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('progress.date')}</Table.Th>
                      <Table.Th>{t('progress.numbers')}</Table.Th>
                      <Table.Th>{t('progress.reportedBy')}</Table.Th>
                      <Table.Th>{t('progress.company')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('contacts.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((report) => (
                      <Table.Tr key={report.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{report.date}</Table.Td>
                        <Table.Td>
                          {report.numbers.map((n) => (
                            <Text key={`${n.slug}-${n.unit}`} size="sm">
                              {task(n.slug)}: {n.value} {n.unit}
                            </Text>
                          ))}
                        </Table.Td>
                        <Table.Td>{report.user?.name ?? ''}</Table.Td>
                        <Table.Td>{report.company?.name ?? ''}</Table.Td>
                        <Table.Td>
                          {report.can.delete && (
                            <Tooltip label={t('progress.delete', { date: report.date })}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('progress.delete', { date: report.date })}
                                onClick={() => handleDelete(report)}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </div>
          </Stack>
        </QueryState>
      </Paper>
      <ProgressReportModal projectId={projectId} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
