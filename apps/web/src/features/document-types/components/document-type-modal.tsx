import { Button, Group, Modal, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type DocumentType, ErrorCode } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeLabel, useCreateDocumentType, useUpdateDocumentType } from '../../../entities/document-type';
import { fieldLabel, useFields } from '../../../entities/field';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface DocumentTypeModalProps {
  opened: boolean;
  /** The type being edited; none to create one. */
  type: DocumentType | null;
  onClose: () => void;
}

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
  const [name, setName] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [fieldIds, setFieldIds] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isDefault = type?.is_default ?? false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the modal opens
  useEffect(() => {
    if (!opened) return;
    setName(type ? documentTypeLabel(t, type) : '');
    setIsActive(type?.is_active ?? true);
    setFieldIds(type?.fields.map((f) => String(f.id)) ?? []);
    setNameError(null);
    setError(null);
  }, [opened, type?.id]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isDefault && !name.trim()) return setNameError(t('documentTypes.nameRequired'));
    setNameError(null);
    const values = { name: name.trim(), isActive, fieldIds: fieldIds.map(Number) };
    const saving = type
      ? update.mutateAsync({ ...values, id: type.id, isDefault, name: isDefault ? type.name : values.name })
      : create.mutateAsync(values);
    saving.then(
      () => {
        showSuccess(type ? t('documentTypes.saved') : t('documentTypes.created', { name: values.name }));
        onClose();
      },
      (e: unknown) => {
        // 8: the server's "document type name missing".
        if (isApiError(e) && e.code === ErrorCode.documentTypeNameMissing)
          setNameError(t('documentTypes.nameRequired'));
        else setError(errorMessage(e));
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={type ? t('documentTypes.editTitle') : t('documentTypes.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('documentTypes.name')}
            withAsterisk={!isDefault}
            data-autofocus
            readOnly={isDefault}
            description={isDefault ? t('documentTypes.defaultTypeFixed') : undefined}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
          />
          {type && (
            <Switch
              label={t('documentTypes.active')}
              checked={isActive}
              disabled={isDefault}
              onChange={(event) => setIsActive(event.currentTarget.checked)}
            />
          )}
          <MultiSelect
            label={t('documentTypes.fieldsShown')}
            description={t('documentTypes.fieldsShownHint')}
            placeholder={fieldIds.length ? undefined : t('documentTypes.chooseFields')}
            data={(fields.data ?? []).map((f) => ({ value: String(f.id), label: fieldLabel(t, f) }))}
            value={fieldIds}
            onChange={setFieldIds}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            disabled={fields.isPending}
            error={fields.isError ? errorMessage(fields.error) : undefined}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
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
