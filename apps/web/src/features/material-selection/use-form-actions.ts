import type { ApartmentMaterialForm, SubmissionStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/confirm';
import {
  useSaveMaterialSelections,
  useSetSubmissionStatus,
  useSubmitMaterialSelection,
} from '../../entities/material-selection';
import { showSuccess } from '../../lib/error-message';
import { type Choices, saveBody } from './choices';

/** A refused action, shown in the card under the title of what failed. */
export interface Failure {
  titleKey: string;
  error: unknown;
}

/** The status changes a card offers after a confirmation, with the texts of each. */
const STATUS_CHANGES = {
  withdraw: { status: 'draft', prefix: 'withdraw', done: 'withdrawn', destructive: false },
  accept: { status: 'accepted', prefix: 'accept', done: 'acceptedDone', destructive: false },
  return: { status: 'returned', prefix: 'return', done: 'returnedDone', destructive: true },
} as const satisfies Record<string, { status: SubmissionStatus; prefix: string; done: string; destructive: boolean }>;

export type StatusChange = keyof typeof STATUS_CHANGES;

/**
 * What a form's card does with the server: save the choices, submit them (after a confirmation,
 * saving first), and change the submission's status (withdraw, accept, return; each confirmed).
 * The last failure stays in the card until the next action; successes are told by a notice, and
 * the forms are read again.
 */
export function useFormActions(form: ApartmentMaterialForm, apartmentId: number, choices: Choices) {
  const { t } = useTranslation();
  const save = useSaveMaterialSelections(form.project_id, apartmentId);
  const submit = useSubmitMaterialSelection(form.project_id, apartmentId, form.id);
  const setStatus = useSetSubmissionStatus();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);
  const failed = (titleKey: string) => (error: unknown) => setFailure({ titleKey, error });

  const handleSave = () => {
    setSaved(false);
    setFailure(null);
    save.mutate(saveBody(form, choices), {
      onSuccess: () => setSaved(true),
      onError: failed('materialSelection.saveFailed'),
    });
  };

  const handleSubmit = () =>
    confirmAction({
      title: t('materialSelection.submitTitle'),
      message: t('materialSelection.submitMessage', { form: form.name }),
      confirmLabel: t('materialSelection.submit'),
      isDestructive: false,
      onConfirm: () => {
        setSaved(false);
        setFailure(null);
        // The choices as they are when confirmed: nothing picked on screen is left unsaved.
        submit.mutate(saveBody(form, choices), {
          onSuccess: () => showSuccess(t('materialSelection.submittedDone')),
          onError: failed('materialSelection.submitFailed'),
        });
      },
    });

  const handleStatus = (change: StatusChange) => {
    const { submission } = form;
    if (!submission) return;
    const { status, prefix, done, destructive } = STATUS_CHANGES[change];
    confirmAction({
      title: t(`materialSelection.${prefix}Title`),
      message: t(`materialSelection.${prefix}Message`, { form: form.name }),
      confirmLabel: t(`materialSelection.${prefix}`),
      isDestructive: destructive,
      onConfirm: () => {
        setFailure(null);
        setStatus.mutate(
          { submissionId: submission.id, status },
          {
            onSuccess: () => showSuccess(t(`materialSelection.${done}`)),
            onError: failed('materialSelection.statusFailed'),
          },
        );
      },
    });
  };

  const pendingChange = setStatus.isPending
    ? (Object.keys(STATUS_CHANGES) as StatusChange[]).find(
        (c) => STATUS_CHANGES[c].status === setStatus.variables?.status,
      )
    : undefined;

  return {
    failure,
    saved: saved && !save.isPending,
    /** A choice changed: "Saved" no longer describes the screen. */
    changed: () => setSaved(false),
    handleSave,
    handleSubmit,
    handleStatus,
    saving: save.isPending,
    submitting: submit.isPending,
    pendingChange,
    /** Any call under way: the other buttons wait, so two calls never race. */
    busy: save.isPending || submit.isPending || setStatus.isPending,
  };
}

export type FormActions = ReturnType<typeof useFormActions>;
