import { Select, TextInput } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { FIELD_TYPES, type Field, type FieldInput } from '@portal/contracts';
import { name } from '@portal/contracts/primitives';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../entities/field';
import { zodField } from '../../../lib/zod-form';
import { draftKey, type KeywordDraft, KeywordListEditor } from './keyword-list-editor';

type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldValues {
  name: string;
  type: FieldType;
  keywords: KeywordDraft[];
}

export type FieldForm = UseFormReturnType<FieldValues, FieldInput>;

const draftsOf = (field?: Field): KeywordDraft[] =>
  (field?.keywords ?? []).map((k) => ({ key: draftKey(), id: k.id, text: k.text, deactivated: k.deactivated }));

/** What a field form holds for `field`, or for a new keyword field. */
export const fieldValuesOf = (field: Field | undefined, label: string): FieldValues => ({
  name: label,
  type: field?.type ?? 'keywords',
  keywords: draftsOf(field),
});

/**
 * The form of a field (POST fields, PUT fields/{id}): a name (a default field's is read-only and
 * keeps its key), a type chosen once, and for a keyword field its keywords, none of them empty.
 */
export function useFieldForm(field?: Field) {
  const { t } = useTranslation();
  const isDefault = field?.is_default ?? false;
  const checkName = zodField(name(), t);
  return useForm<FieldValues, FieldInput>({
    mode: 'controlled',
    initialValues: fieldValuesOf(field, field ? fieldLabel(t, field) : ''),
    validate: (values) => {
      const errors: FormErrors = {};
      const nameProblem = isDefault ? null : checkName(values.name, values, 'name');
      if (nameProblem) errors.name = nameProblem;
      if (values.type === 'keywords' && values.keywords.some((k) => !k.text.trim())) {
        errors.keywords = t('documentTypes.keywordEmpty');
      }
      return errors;
    },
    transformValues: (values) => ({
      // A default field keeps its key (the server ignores a new name).
      fieldName: isDefault && field ? field.key : values.name.trim(),
      fieldType: values.type,
      keywords:
        values.type === 'keywords'
          ? values.keywords.map((k) => ({
              ...(k.id ? { id: k.id } : {}),
              text: k.text.trim(),
              deactivated: k.deactivated,
            }))
          : [],
      showInDocumentsTable: true,
    }),
  });
}

/** The inputs of a field form; the caller puts them in a FormModal or on a page with a button. */
export function FieldFormFields({ form, field }: { form: FieldForm; field?: Field }) {
  const { t } = useTranslation();
  const isDefault = field?.is_default ?? false;
  const values = form.getValues();
  return (
    <>
      <TextInput
        label={t('documentTypes.fieldName')}
        withAsterisk={!isDefault}
        readOnly={isDefault}
        description={isDefault ? t('documentTypes.defaultNameReadOnly') : undefined}
        {...form.getInputProps('name')}
      />
      <Select
        label={t('documentTypes.fieldType')}
        data={FIELD_TYPES.map((value) => ({ value, label: t(`documentTypes.type.${value}`) }))}
        allowDeselect={false}
        disabled={Boolean(field)}
        comboboxProps={{ withinPortal: true, zIndex: 500 }}
        {...form.getInputProps('type')}
      />
      {values.type === 'keywords' && (
        <KeywordListEditor
          keywords={values.keywords}
          onChange={(keywords) => form.setFieldValue('keywords', keywords)}
          canRemove={(k) => !(isDefault && k.id !== undefined)}
          error={typeof form.errors.keywords === 'string' ? form.errors.keywords : null}
        />
      )}
    </>
  );
}
