import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApartmentMaterialForm } from '@portal/contracts';
import { IconClock, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../../../entities/material-deadline';
import { SubmissionStatusBadge, selectionTotalCents } from '../../../entities/material-selection';
import { formatPrice } from '../../../entities/product';
import { useConfiguration } from '../../../lib/configuration-context';
import { type Choices, initialChoices, totalLines } from '../choices';
import { submissionActions, submissionStatusOf } from '../submission';
import { useFormActions } from '../use-form-actions';
import { SelectChoice } from './select-choice';
import { SelectionFooter } from './selection-footer';

interface MaterialFormCardProps {
  form: ApartmentMaterialForm;
  apartmentId: number;
}

/**
 * One material form for one apartment: its deadline and submission status, its groups of selects
 * as radio cards, and a footer with the running total, Save, and the submission's actions. The
 * choices live here until saved; a failed call keeps them on screen with the reason. Past the
 * deadline, once accepted, or for a reader, the form is read-only and says why. A submitted form
 * stays open to the owner's changes until the deadline, as the server allows.
 */
export function MaterialFormCard({ form, apartmentId }: MaterialFormCardProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(form));
  const state = useFormActions(form, apartmentId, choices);
  const readOnly = !form.can.choose;
  const status = submissionStatusOf(form);
  const deadline = form.deadline.deadline_at
    ? formatDeadline(form.deadline.deadline_at, timeZone, i18n.language)
    : null;
  const total = formatPrice(selectionTotalCents(totalLines(form, choices)) / 100, i18n.language);

  const choose = (selectId: number, optionId: number) => {
    state.changed();
    setChoices((current) => ({ ...current, [selectId]: optionId }));
  };

  const reason = form.deadline.passed
    ? t('materialSelection.closedByDeadline', { deadline })
    : status === 'accepted'
      ? t('materialSelection.closedAccepted')
      : t('materialSelection.readOnly');
  // What the owner should know about a submission that is still theirs to change.
  const hint =
    !readOnly && status === 'submitted'
      ? t('materialSelection.submittedHint')
      : !readOnly && status === 'returned'
        ? t('materialSelection.returnedHint')
        : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`material-form-${form.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={`material-form-${form.id}`} style={{ overflowWrap: 'anywhere' }}>
            {form.name}
          </Title>
          <Group gap="xs">
            <SubmissionStatusBadge status={status} />
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
        </Group>
        {readOnly && (
          <Alert color="gray" icon={<IconLock size={16} />} p="xs">
            {reason}
          </Alert>
        )}
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
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
        <SelectionFooter
          formId={form.id}
          total={total}
          canSave={!readOnly}
          actions={submissionActions(form)}
          state={state}
        />
      </Stack>
    </Paper>
  );
}
