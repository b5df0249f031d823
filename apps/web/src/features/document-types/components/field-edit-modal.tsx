import type { Field } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { fieldLabel, useUpdateField } from '../../../entities/field';
import { showSuccess } from '../../../lib/error-message';
import { FieldFormFields, fieldValuesOf, useFieldForm } from './field-form';

interface FieldEditModalProps {
  /** The field being edited; null while closed. */
  field: Field | null;
  onClose: () => void;
}

/** Edits a field above the field management (a default keyword field: its keywords only). */
export function FieldEditModal({ field, onClose }: FieldEditModalProps) {
  const { t } = useTranslation();
  const update = useUpdateField();
  const form = useFieldForm(field ?? undefined);

  return (
    <FormModal
      opened={field !== null}
      onClose={onClose}
      title={
        field?.is_default
          ? t('documentTypes.editKeywordsOf', { name: field ? fieldLabel(t, field) : '' })
          : t('documentTypes.editField')
      }
      size="lg"
      zIndex={300}
      form={form}
      initialValues={fieldValuesOf(field ?? undefined, field ? fieldLabel(t, field) : '')}
      resetKey={field?.id}
      onSubmit={async (body) => {
        if (!field) return;
        await update.mutateAsync({ id: field.id, body });
        showSuccess(t('documentTypes.fieldSaved'));
      }}
    >
      <FieldFormFields form={form} field={field ?? undefined} />
    </FormModal>
  );
}
