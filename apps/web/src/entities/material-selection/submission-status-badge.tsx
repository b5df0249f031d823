import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_STATUS_COLOR, type SubmissionStatusShown, submissionStatusKey } from './submission-status';

/**
 * A form submission's status as a badge. The colour is only a hint: the text says the status, and a
 * screen reader hears what the word is the status of. Dark text, as the light variant's own colour
 * falls under 4.5:1 for orange and green.
 */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatusShown }) {
  const { t } = useTranslation();
  return (
    <Badge color={SUBMISSION_STATUS_COLOR[status]} variant="light" tt="none" c="dark.7" data-status={status}>
      <VisuallyHidden>{t('materialSelection.status.label')}: </VisuallyHidden>
      {t(submissionStatusKey(status))}
    </Badge>
  );
}
