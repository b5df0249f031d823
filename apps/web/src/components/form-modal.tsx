import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../lib/zod-form';
import { useDiscardGuard } from './discard-guard';
import { failureText, useFormSubmit } from './form-modal-submit';

export interface FormModalProps<Values, Submitted> {
  opened: boolean;
  /** Closes without asking: the modal asks first itself when the form holds changes. */
  onClose: () => void;
  title: ReactNode;
  /** The form (`useForm`, validated with `zodResolver`); its values are the modal's. */
  form: UseFormReturnType<Values, Submitted>;
  /** What the form holds each time the modal opens: a new row's defaults or the edited row's values. */
  initialValues: Values;
  /** Another row opened while the modal stays open starts the form over too (the row's id). */
  resetKey?: string | number | null;
  /** Saves the checked values. Resolving closes the modal; a rejection keeps it open as typed. */
  onSubmit: (values: Submitted) => Promise<unknown>;
  /** The save button (default "Save"). */
  submitLabel?: string;
  /** The button that leaves without saving (default "Cancel"). */
  cancelLabel?: string;
  /** The form's own words for its problems, as given to its resolver (server messages use them too). */
  messages?: FieldMessages;
  /** After the form's own check refused the values. */
  onInvalid?: (errors: FormErrors) => void;
  /** A failed action of the modal other than the save (a remove), shown where the save's failure shows. */
  actionError?: unknown;
  /** The footer's left side (a remove button). */
  footerStart?: ReactNode;
  /** Busy with something besides the save (the caller's own mutation). */
  busy?: boolean;
  submitDisabled?: boolean;
  size?: ModalProps['size'];
  zIndex?: number;
  children: ReactNode;
}

/**
 * The one modal for a form (ARCHITECTURE.md "Web app"): it owns the footer (Cancel, Save), the
 * server's failure, the busy Save and the dirty guard: Escape, the close button, a click outside
 * and Cancel close a clean form at once and ask before discarding a changed one, as the document
 * window does. Each opening starts the form over from `initialValues`.
 */
export function FormModal<Values, Submitted>({
  opened,
  onClose,
  title,
  form,
  initialValues,
  resetKey,
  onSubmit,
  submitLabel,
  cancelLabel,
  messages,
  onInvalid,
  actionError,
  footerStart,
  busy = false,
  submitDisabled,
  size,
  zIndex,
  children,
}: FormModalProps<Values, Submitted>) {
  const { t } = useTranslation();
  const submit = useFormSubmit({
    form,
    messages,
    onInvalid,
    onSubmit: (values: Submitted) => onSubmit(values).then(() => onClose()),
  });
  // The effect reads the latest form and values without starting over on every render.
  const latest = useRef({ form, initialValues, clearFailure: submit.clearFailure });
  latest.current = { form, initialValues, clearFailure: submit.clearFailure };
  const session = opened ? `open:${resetKey ?? ''}` : null;
  // A layout effect: the opening modal never paints the values of the previous opening.
  useLayoutEffect(() => {
    if (session === null) return;
    const { form: current, initialValues: values, clearFailure } = latest.current;
    current.setInitialValues(values);
    current.reset();
    clearFailure();
  }, [session]);

  const { requestClose, isAsking } = useDiscardGuard(() => form.isDirty(), onClose);

  const problem = submit.failure ?? (actionError ? failureText(t, actionError) : null);

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      closeOnEscape={!isAsking}
      title={title}
      size={size}
      zIndex={zIndex}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit.handleSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {problem && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {problem}
            </Alert>
          )}
          <Group justify={footerStart ? 'space-between' : 'flex-end'} gap="sm" mt="xs">
            {footerStart}
            <Group gap="sm">
              <Button variant="default" onClick={requestClose}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              <Button type="submit" loading={submit.busy || busy} disabled={submitDisabled}>
                {submitLabel ?? t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
