import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ScheduleEntry, saveScheduleRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { FormModal } from '../../../components/form-modal';
import {
  EMPTY_SCHEDULE,
  parentCandidates,
  SCHEDULE_MESSAGES,
  type ScheduleValues,
  scheduleBody,
  scheduleInput,
  scheduleLabel,
  scheduleValues,
  useCreateSchedule,
  useUpdateSchedule,
} from '../../../entities/schedule';
import { showSuccess } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/zod-form';

interface ScheduleFormModalProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
  entries: readonly ScheduleEntry[];
  /** Edit this one; create when null. */
  entry: ScheduleEntry | null;
}

const valuesOf = (entry: ScheduleEntry | null) => (entry ? scheduleValues(entry) : EMPTY_SCHEDULE);

/**
 * Create or edit a schedule entry. The server's own schema checks the values before sending
 * (DECISIONS.md "Schedules"); its catalogue messages (34, 35, 37, 38) show under the field they name,
 * whether the browser or the server found the problem.
 */
export function ScheduleFormModal({ projectId, opened, onClose, entries, entry }: ScheduleFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateSchedule(projectId);
  const update = useUpdateSchedule(projectId);
  const form = useForm<ScheduleValues>({
    mode: 'controlled',
    initialValues: valuesOf(entry),
    validate: zodResolver(saveScheduleRequest, t, { messages: SCHEDULE_MESSAGES, toInput: scheduleInput }),
  });

  const parents = [
    { value: '', label: t('schedules.noParent') },
    ...parentCandidates(entries, entry?.id ?? null).map((e) => ({
      value: String(e.id),
      label: `${'\u2003'.repeat(e.level)}${scheduleLabel(t, e)}`,
    })),
  ];

  // DateField takes its value and a message, not the form's whole input props.
  const dateProps = (field: 'start_at' | 'end_at' | 'estimate_start_at' | 'estimate_end_at') => ({
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
    error: form.errors[field],
  });

  const save = async (values: ScheduleValues) => {
    const body = scheduleBody(values);
    if (entry) await update.mutateAsync({ id: entry.id, ...body });
    else await create.mutateAsync(body);
    showSuccess(entry ? t('schedules.saved') : t('schedules.created'));
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={entry ? t('schedules.editTitle') : t('schedules.createTitle')}
      form={form}
      initialValues={valuesOf(entry)}
      resetKey={entry?.id}
      onSubmit={save}
      messages={SCHEDULE_MESSAGES}
      size="lg"
    >
      <TextInput
        label={t('schedules.description')}
        withAsterisk
        data-autofocus
        maxLength={1000}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label={t('schedules.start')} withAsterisk {...dateProps('start_at')} />
        <DateField label={t('schedules.end')} withAsterisk {...dateProps('end_at')} />
        <DateField label={t('schedules.estimateStart')} {...dateProps('estimate_start_at')} />
        <DateField label={t('schedules.estimateEnd')} {...dateProps('estimate_end_at')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('schedules.completion')}
          value={form.values.completion}
          onChange={(value) => form.setFieldValue('completion', String(value))}
          error={form.errors.completion}
          allowDecimal
          hideControls={false}
          step={5}
        />
        <Select
          label={t('schedules.parent')}
          data={parents}
          value={form.values.parent_id}
          onChange={(value) => form.setFieldValue('parent_id', value ?? '')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
      </SimpleGrid>
    </FormModal>
  );
}
