import { MultiSelect, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createDocumentTypeRequest, type DocumentType, ErrorCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { documentTypeLabel, useCreateDocumentType, useUpdateDocumentType } from '../../../entities/document-type';
import { fieldLabel, useFields } from '../../../entities/field';
import { ApiError, isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface DocumentTypeModalProps {
  opened: boolean;
  /** The type being edited; none to create one. */
  type: DocumentType | null;
  onClose: () => void;
}

interface Values {
  name: string;
  isActive: boolean;
  /** The chosen fields' ids as the select holds them, in the order chosen. */
  fieldIds: string[];
}

const MESSAGES: FieldMessages = { required: 'documentTypes.nameRequired' };

/**
 * Creates or edits a document type: its name, whether it is active, and the fields it shows in
 * the order chosen. The default type keeps its name and stays active; only its fields change.
 */
export function DocumentTypeModal({ opened, type, onClose }: DocumentTypeModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fields = useFields();
  const create = useCreateDocumentType();
  const update = useUpdateDocumentType();
  const isDefault = type?.is_default ?? false;
  const initialValues: Values = {
    name: type ? documentTypeLabel(t, type) : '',
    isActive: type?.is_active ?? true,
    fieldIds: type?.fields.map((f) => String(f.id)) ?? [],
  };
  const checkName = zodResolver<Values>(createDocumentTypeRequest, t, {
    messages: MESSAGES,
    toInput: ({ name }) => ({ name }),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    // The default type's name is fixed (and shown translated): nothing to check.
    validate: (values) => (isDefault ? {} : checkName(values)),
  });

  const save = async (values: Values) => {
    const name = values.name.trim();
    const body = { name, isActive: values.isActive, fieldIds: values.fieldIds.map(Number) };
    try {
      if (type) await update.mutateAsync({ ...body, id: type.id, isDefault, name: isDefault ? type.name : name });
      else await create.mutateAsync(body);
    } catch (error) {
      // 8: the server's "document type name missing" belongs under the name.
      if (isApiError(error) && error.code === ErrorCode.documentTypeNameMissing) {
        throw new ApiError({ status: error.status, code: error.code, fields: { name: ['required'] } });
      }
      throw error;
    }
    showSuccess(type ? t('documentTypes.saved') : t('documentTypes.created', { name }));
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={type ? t('documentTypes.editTitle') : t('documentTypes.createTitle')}
      size="lg"
      form={form}
      initialValues={initialValues}
      resetKey={type?.id}
      messages={MESSAGES}
      onSubmit={save}
    >
      <TextInput
        label={t('documentTypes.name')}
        withAsterisk={!isDefault}
        data-autofocus
        readOnly={isDefault}
        description={isDefault ? t('documentTypes.defaultTypeFixed') : undefined}
        {...form.getInputProps('name')}
      />
      {type && (
        <Switch
          label={t('documentTypes.active')}
          disabled={isDefault}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      )}
      <MultiSelect
        label={t('documentTypes.fieldsShown')}
        description={t('documentTypes.fieldsShownHint')}
        placeholder={form.getValues().fieldIds.length ? undefined : t('documentTypes.chooseFields')}
        data={(fields.data ?? []).map((f) => ({ value: String(f.id), label: fieldLabel(t, f) }))}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        disabled={fields.isPending}
        {...form.getInputProps('fieldIds')}
        error={fields.isError ? errorMessage(fields.error) : undefined}
      />
    </FormModal>
  );
}
