import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../../../entities/material-deadline';
import { isApiError } from '../../../lib/api-error';
import { useConfiguration } from '../../../lib/configuration-context';
import { useErrorMessage } from '../../../lib/error-message';
import type { Failure } from '../use-form-actions';

/**
 * A refused save, submission or status change. A refusal past the deadline (409 with
 * `fields.deadline_at`) names the deadline in the installation's time zone rather than a code.
 */
export function SelectionFailure({ failure }: { failure: Failure }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const errorMessage = useErrorMessage();
  const { error } = failure;
  const deadline = isApiError(error) ? error.fields?.deadline_at?.[0] : undefined;
  return (
    <Alert color="red" role="alert" title={t(failure.titleKey)}>
      {deadline
        ? t('materialSelection.closedByDeadline', { deadline: formatDeadline(deadline, timeZone, i18n.language) })
        : errorMessage(error)}
    </Alert>
  );
}
