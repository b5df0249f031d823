import { ActionIcon, Button, Group, Select, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { createProgressReportRequest, PROGRESS_TASK_SLUGS, PROGRESS_UNITS } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import {
  currentQuarter,
  EMPTY_TASK,
  reportDateText,
  type TaskRow,
  unitOf,
  useCreateProgressReport,
} from '../../../entities/progress-report';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface ProgressReportModalProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}

/** A task row with a key of its own, so a removed row takes its inputs with it. */
type KeyedRow = TaskRow & { key: string };

/** The form as typed: the picker's `YYYY-MM-DD HH:mm:ss` (or none) and the task rows, named as the request's. */
interface ReportValues {
  date: string | null;
  numbers: KeyedRow[];
}

const MESSAGES: FieldMessages = { required: 'progress.required', fields: { date: 'progress.dateRequired' } };

const newRow = (): KeyedRow => ({ ...EMPTY_TASK, key: randomId() });

const initialValues = (): ReportValues => ({ date: dateValue(currentQuarter()), numbers: [newRow()] });

/** The request the server takes: the date as `DD.MM.YYYY HH:mm`, the amounts as typed (the schema reads text). */
const toRequest = (values: ReportValues) => ({
  date: values.date ? reportDateText(new Date(values.date.replace(' ', 'T'))) : '',
  numbers: values.numbers.map((r) => ({ slug: r.slug, unit: r.unit, value: r.value.trim() })),
});

/** What the schema checks: the request, with an empty amount left out (so it reads "required"). */
const toInput = (values: ReportValues) => {
  const request = toRequest(values);
  return { ...request, numbers: request.numbers.map((n) => ({ ...n, value: n.value || undefined })) };
};

/**
 * Add a progress report: the date and time (`DD.MM.YYYY HH:mm`, in 15-minute steps, spec part 2 §9)
 * and one or more tasks, each with task, unit and a whole amount; every field is required.
 */
export function ProgressReportModal({ projectId, opened, onClose }: ProgressReportModalProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateProgressReport(projectId);
  const form = useForm<ReportValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: zodResolver(createProgressReportRequest, t, { messages: MESSAGES, toInput }),
  });

  const save = async (values: ReportValues) => {
    await create.mutateAsync(toRequest(values));
    showSuccess(t('progress.created'));
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('progress.createTitle')}
      form={form}
      initialValues={initialValues()}
      onSubmit={save}
      messages={MESSAGES}
      size="lg"
    >
      <DateTimePicker
        label={t('progress.date')}
        withAsterisk
        {...form.getInputProps('date')}
        valueFormat="DD.MM.YYYY HH:mm"
        locale={i18n.language === 'fi' ? 'fi' : 'en'}
        firstDayOfWeek={1}
        timePickerProps={{ minutesStep: 15, withDropdown: true, format: '24h' }}
        popoverProps={{ withinPortal: true, zIndex: 1000 }}
      />
      {form.values.numbers.map((row, index) => (
        <TaskRowFields key={row.key} form={form} index={index} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('numbers', newRow())}
        >
          {t('progress.addTask')}
        </Button>
      </Group>
    </FormModal>
  );
}

/** One task: task, unit (chosen with the task) and amount, and a remove button when there are several. */
function TaskRowFields({ form, index }: { form: UseFormReturnType<ReportValues>; index: number }) {
  const { t } = useTranslation();
  const path = `numbers.${index}` as const;
  const row = form.values.numbers[index];
  const taskOptions = PROGRESS_TASK_SLUGS.map((slug) => ({ value: slug, label: t(`progress.tasks.${slug}`) }));
  const unitOptions = PROGRESS_UNITS.map((unit) => ({ value: unit, label: unit }));
  if (!row) return null;
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <Select
        label={t('progress.task')}
        withAsterisk
        data={taskOptions}
        value={row.slug || null}
        onChange={(slug) => {
          form.setFieldValue(`${path}.slug`, slug ?? '');
          form.setFieldValue(`${path}.unit`, unitOf(slug ?? '') || row.unit);
        }}
        error={form.errors[`${path}.slug`]}
        w={{ base: '100%', sm: 220 }}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      <Select
        label={t('progress.unit')}
        withAsterisk
        data={unitOptions}
        value={row.unit || null}
        onChange={(unit) => form.setFieldValue(`${path}.unit`, unit ?? '')}
        error={form.errors[`${path}.unit`]}
        w={90}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      <TextInput
        label={t('progress.amount')}
        withAsterisk
        inputMode="numeric"
        w={110}
        {...form.getInputProps(`${path}.value`)}
      />
      {form.values.numbers.length > 1 && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={25}
          aria-label={t('progress.removeTask', { n: index + 1 })}
          onClick={() => form.removeListItem('numbers', index)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The picker's value: `YYYY-MM-DD HH:mm:ss` in local time. */
function dateValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}
