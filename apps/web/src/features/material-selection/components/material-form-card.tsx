import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApartmentMaterialForm } from '@portal/contracts';
import { IconClock, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../../../entities/material-deadline';
import { selectionTotalCents, useSaveMaterialSelections } from '../../../entities/material-selection';
import { formatPrice } from '../../../entities/product';
import { isApiError } from '../../../lib/api-error';
import { useConfiguration } from '../../../lib/configuration-context';
import { useErrorMessage } from '../../../lib/error-message';
import { type Choices, initialChoices, saveBody, totalLines } from '../choices';
import { SelectChoice } from './select-choice';

interface MaterialFormCardProps {
  form: ApartmentMaterialForm;
  apartmentId: number;
}

/**
 * One material form for one apartment: its deadline, its groups of selects as radio cards, the
 * running total and Save. The choices live here until saved; a failed save keeps them on screen
 * with the reason. Past the deadline, once accepted, or for a reader, the form is read-only and
 * says why.
 */
export function MaterialFormCard({ form, apartmentId }: MaterialFormCardProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const { timeZone } = useConfiguration();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(form));
  const [saved, setSaved] = useState(false);
  const save = useSaveMaterialSelections(form.project_id, apartmentId);
  const readOnly = !form.can.choose;
  const deadline = form.deadline.deadline_at
    ? formatDeadline(form.deadline.deadline_at, timeZone, i18n.language)
    : null;
  const total = formatPrice(selectionTotalCents(totalLines(form, choices)) / 100, i18n.language);

  const choose = (selectId: number, optionId: number) => {
    setSaved(false);
    setChoices((current) => ({ ...current, [selectId]: optionId }));
  };
  const submit = () => {
    setSaved(false);
    save.mutate(saveBody(form, choices), { onSuccess: () => setSaved(true) });
  };

  const reason = form.deadline.passed
    ? t('materialSelection.closedByDeadline', { deadline })
    : form.submission?.status === 'accepted'
      ? t('materialSelection.closedAccepted')
      : t('materialSelection.readOnly');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`material-form-${form.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={`material-form-${form.id}`} style={{ overflowWrap: 'anywhere' }}>
            {form.name}
          </Title>
          {deadline ? (
            <Badge
              color={form.deadline.passed ? 'red' : 'blue'}
              variant="light"
              leftSection={<IconClock size={12} aria-hidden />}
              style={{ textTransform: 'none' }}
            >
              {t(form.deadline.passed ? 'materialSelection.deadlinePassed' : 'materialSelection.deadlineUntil', {
                deadline,
              })}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
              {t('materialSelection.noDeadline')}
            </Badge>
          )}
        </Group>
        {readOnly && (
          <Alert color="gray" icon={<IconLock size={16} />} p="xs">
            {reason}
          </Alert>
        )}
        {form.groups.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('materialSelection.emptyForm')}
          </Text>
        )}
        {form.groups.map((group) => (
          <Stack key={group.id} gap="sm">
            <Title order={4} size="h6" style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            {group.selects.map((select) => (
              <SelectChoice
                key={select.id}
                select={select}
                value={choices[select.id] ?? null}
                onChange={(optionId) => choose(select.id, optionId)}
                readOnly={readOnly}
              />
            ))}
          </Stack>
        ))}
        <Divider />
        {save.error && (
          <Alert color="red" role="alert" title={t('materialSelection.saveFailed')}>
            {isApiError(save.error) && save.error.fields?.deadline_at?.[0]
              ? t('materialSelection.closedByDeadline', {
                  deadline: formatDeadline(save.error.fields.deadline_at[0], timeZone, i18n.language),
                })
              : errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <div aria-live="polite">
            <Text size="sm" c="dimmed">
              {t('materialSelection.total')}
            </Text>
            <Text fw={700} size="lg" data-testid={`material-total-${form.id}`}>
              {total}
            </Text>
          </div>
          {!readOnly && (
            <Group gap="sm">
              {saved && !save.isPending && (
                <Text size="sm" c="teal" role="status">
                  {t('materialSelection.saved')}
                </Text>
              )}
              <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={submit}>
                {t('materialSelection.save')}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
