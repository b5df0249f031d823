import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { FIELD_TYPES, type Field, type FieldInput } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../entities/field';
import { useErrorMessage } from '../../../lib/error-message';
import { draftKey, type KeywordDraft, KeywordListEditor } from './keyword-list-editor';

type FieldType = (typeof FIELD_TYPES)[number];

interface FieldFormProps {
  /** The field being edited; none for a new field. */
  field?: Field;
  /** Sends the field; a rejection's message is shown and the form keeps what was typed. */
  onSubmit: (body: FieldInput) => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
  onCancel?: () => void;
}

const draftsOf = (field?: Field): KeywordDraft[] =>
  (field?.keywords ?? []).map((k) => ({ key: draftKey(), id: k.id, text: k.text, deactivated: k.deactivated }));

/**
 * A field's name, type and (for a keyword field) keywords. A default field's name is read-only
 * and its saved keywords cannot be removed; a field's type is chosen once, when it is made.
 */
export function FieldForm({ field, onSubmit, pending, submitLabel, onCancel }: FieldFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const isDefault = field?.is_default ?? false;
  const [name, setName] = useState(field ? fieldLabel(t, field) : '');
  const [type, setType] = useState<FieldType>(field?.type ?? 'keywords');
  const [keywords, setKeywords] = useState<KeywordDraft[]>(() => draftsOf(field));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isDefault && !name.trim()) return setNameError(t('common.required'));
    setNameError(null);
    if (keywords.some((k) => !k.text.trim())) return setError(t('documentTypes.keywordEmpty'));
    const body: FieldInput = {
      // A default field keeps its key (the server ignores a new name).
      fieldName: isDefault && field ? field.key : name.trim(),
      fieldType: type,
      keywords:
        type === 'keywords'
          ? keywords.map((k) => ({ ...(k.id ? { id: k.id } : {}), text: k.text.trim(), deactivated: k.deactivated }))
          : [],
      showInDocumentsTable: true,
    };
    onSubmit(body).then(
      () => {
        if (field) return;
        setName('');
        setKeywords([]);
      },
      (e: unknown) => setError(errorMessage(e)),
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('documentTypes.fieldName')}
          withAsterisk={!isDefault}
          readOnly={isDefault}
          description={isDefault ? t('documentTypes.defaultNameReadOnly') : undefined}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        <Select
          label={t('documentTypes.fieldType')}
          data={FIELD_TYPES.map((value) => ({ value, label: t(`documentTypes.type.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as FieldType)}
          allowDeselect={false}
          disabled={Boolean(field)}
          comboboxProps={{ withinPortal: true, zIndex: 500 }}
        />
        {type === 'keywords' && (
          <KeywordListEditor
            keywords={keywords}
            onChange={setKeywords}
            canRemove={(k) => !(isDefault && k.id !== undefined)}
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
