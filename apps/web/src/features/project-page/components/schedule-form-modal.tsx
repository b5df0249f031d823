import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ScheduleEntry } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import {
  EMPTY_SCHEDULE,
  parentCandidates,
  type ScheduleErrors,
  type ScheduleValues,
  scheduleBody,
  scheduleErrors,
  scheduleLabel,
  scheduleValues,
  useCreateSchedule,
  useUpdateSchedule,
} from '../../../entities/schedule';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface ScheduleFormModalProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
  entries: readonly ScheduleEntry[];
  /** Edit this one; create when null. */
  entry: ScheduleEntry | null;
}

/** A field's message for a catalogue code (34, 35, 37, 38), under the field. */
function useFieldError(errors: ScheduleErrors) {
  const { t } = useTranslation();
  return (field: keyof ScheduleValues) => (errors[field] ? t(`error.${errors[field]}`) : null);
}

/**
 * Create or edit a schedule entry. The same checks as the server before sending (DECISIONS.md
 * "Schedules"); the server's own answer is shown under the field it names.
 */
export function ScheduleFormModal({ projectId, opened, onClose, entries, entry }: ScheduleFormModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateSchedule(projectId);
  const update = useUpdateSchedule(projectId);
  const [values, setValues] = useState<ScheduleValues>(EMPTY_SCHEDULE);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [error, setError] = useState<string | null>(null);
  const fieldError = useFieldError(errors);

  useEffect(() => {
    if (!opened) return;
    setValues(entry ? scheduleValues(entry) : EMPTY_SCHEDULE);
    setErrors({});
    setError(null);
  }, [opened, entry]);

  const set = (field: keyof ScheduleValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const parents = [
    { value: '', label: t('schedules.noParent') },
    ...parentCandidates(entries, entry?.id ?? null).map((e) => ({
      value: String(e.id),
      label: `${'\u2003'.repeat(e.level)}${scheduleLabel(t, e)}`,
    })),
  ];

  const handleServerError = (e: unknown) => {
    if (isApiError(e) && typeof e.code === 'number' && [34, 35, 37, 38].includes(e.code) && e.fields) {
      const named = Object.keys(e.fields).filter((f): f is keyof ScheduleValues => f in EMPTY_SCHEDULE);
      if (named.length) {
        setErrors(Object.fromEntries(named.map((f) => [f, e.code as number])));
        return;
      }
    }
    setError(errorMessage(e));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = scheduleErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const onSuccess = () => {
      showSuccess(entry ? t('schedules.saved') : t('schedules.created'));
      onClose();
    };
    const body = scheduleBody(values);
    if (entry) update.mutate({ id: entry.id, ...body }, { onSuccess, onError: handleServerError });
    else create.mutate(body, { onSuccess, onError: handleServerError });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? t('schedules.editTitle') : t('schedules.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate data-testid="schedule-form">
        <Stack gap="sm">
          <TextInput
            label={t('schedules.description')}
            withAsterisk
            data-autofocus
            maxLength={1000}
            value={values.description}
            onChange={(event) => set('description')(event.currentTarget.value)}
            error={fieldError('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('schedules.start')}
              withAsterisk
              value={values.start_at}
              onChange={set('start_at')}
              error={fieldError('start_at')}
            />
            <DateField
              label={t('schedules.end')}
              withAsterisk
              value={values.end_at}
              onChange={set('end_at')}
              error={fieldError('end_at')}
            />
            <DateField
              label={t('schedules.estimateStart')}
              value={values.estimate_start_at}
              onChange={set('estimate_start_at')}
            />
            <DateField
              label={t('schedules.estimateEnd')}
              value={values.estimate_end_at}
              onChange={set('estimate_end_at')}
              error={fieldError('estimate_end_at')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('schedules.completion')}
              value={values.completion}
              onChange={(value) => set('completion')(String(value))}
              allowDecimal
              hideControls={false}
              step={5}
              error={fieldError('completion')}
            />
            <Select
              label={t('schedules.parent')}
              data={parents}
              value={values.parent_id}
              onChange={(value) => set('parent_id')(value ?? '')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          </SimpleGrid>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
