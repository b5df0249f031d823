import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { PROGRESS_TASK_SLUGS, PROGRESS_UNITS } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentQuarter,
  EMPTY_TASK,
  reportDateText,
  type TaskRow,
  tasksComplete,
  unitOf,
  useCreateProgressReport,
} from '../../../entities/progress-report';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface ProgressReportModalProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Add a progress report: the date and time (`DD.MM.YYYY HH:mm`, in 15-minute steps, spec part 2 §9)
 * and one or more tasks, each with task, unit and a whole amount; every field is required.
 */
export function ProgressReportModal({ projectId, opened, onClose }: ProgressReportModalProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateProgressReport(projectId);
  const [date, setDate] = useState<string | null>(null);
  const [rows, setRows] = useState<TaskRow[]>([EMPTY_TASK]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setDate(dateValue(currentQuarter()));
    setRows([EMPTY_TASK]);
    setProblem(null);
  }, [opened]);

  const setRow = (index: number, change: Partial<TaskRow>) => {
    setProblem(null);
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };

  const taskOptions = PROGRESS_TASK_SLUGS.map((slug) => ({ value: slug, label: t(`progress.tasks.${slug}`) }));
  const unitOptions = PROGRESS_UNITS.map((unit) => ({ value: unit, label: unit }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!date) return setProblem(t('progress.dateRequired'));
    if (!tasksComplete(rows)) return setProblem(t('progress.fillAll'));
    create.mutate(
      {
        date: reportDateText(new Date(date.replace(' ', 'T'))),
        numbers: rows.map((r) => ({ slug: r.slug, unit: r.unit, value: r.value.trim() })),
      },
      {
        onSuccess: () => {
          showSuccess(t('progress.created'));
          onClose();
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('progress.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <DateTimePicker
            label={t('progress.date')}
            withAsterisk
            value={date}
            onChange={(value) => setDate(value)}
            valueFormat="DD.MM.YYYY HH:mm"
            locale={i18n.language === 'fi' ? 'fi' : 'en'}
            firstDayOfWeek={1}
            timePickerProps={{ minutesStep: 15, withDropdown: true, format: '24h' }}
            popoverProps={{ withinPortal: true, zIndex: 1000 }}
          />
          {rows.map((row, index) => (
            // Rows have no identity of their own but their place in the form.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end and removed by place
            <Group key={index} align="flex-end" gap="xs" wrap="wrap">
              <Select
                label={t('progress.task')}
                withAsterisk
                data={taskOptions}
                value={row.slug || null}
                onChange={(slug) => setRow(index, { slug: slug ?? '', unit: unitOf(slug ?? '') || row.unit })}
                w={{ base: '100%', sm: 220 }}
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              />
              <Select
                label={t('progress.unit')}
                withAsterisk
                data={unitOptions}
                value={row.unit || null}
                onChange={(unit) => setRow(index, { unit: unit ?? '' })}
                w={90}
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              />
              <TextInput
                label={t('progress.amount')}
                withAsterisk
                inputMode="numeric"
                value={row.value}
                onChange={(event) => setRow(index, { value: event.currentTarget.value })}
                w={110}
              />
              {rows.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('progress.removeTask', { n: index + 1 })}
                  onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRows((all) => [...all, EMPTY_TASK])}
            >
              {t('progress.addTask')}
            </Button>
          </Group>
          {problem && (
            <Alert color="red" role="alert">
              <Text size="sm">{problem}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The picker's value: `YYYY-MM-DD HH:mm:ss` in local time. */
function dateValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}
