import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { BUILTIN_KEYWORD_FIELDS, type Field } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { type DocumentFormValues, editableFields, fieldLabel, keywordOptions } from '../document-fields';

const SINGLE_KEYWORD_FIELDS: ReadonlySet<number> = new Set(Object.values(BUILTIN_KEYWORD_FIELDS));

interface DocumentFieldsFormProps {
  /** The fields to fill in (a type's, or all), each with its keywords. */
  fields: readonly Field[];
  values: DocumentFormValues;
  onChange: (values: DocumentFormValues) => void;
  /** One column in the detail window, two in the add dialog. */
  columns?: number;
  disabled?: boolean;
}

/** Fields, keywords and group of a document, for the add dialog and for edit mode. */
export function DocumentFieldsForm({ fields: all, values, onChange, columns = 1, disabled }: DocumentFieldsFormProps) {
  const { t } = useTranslation();
  const fields = editableFields(all);
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
      {fields.map((field) => {
        const label = fieldLabel(t, field);
        if (field.type === 'keywords') {
          const chosen = values.keywords[field.id] ?? [];
          const data = keywordOptions(field.keywords, field.id, chosen);
          const set = (ids: number[]) => onChange({ ...values, keywords: { ...values.keywords, [field.id]: ids } });
          // A document has one state, phase and subject (spec part 2 section 4; the server refuses two);
          // other keyword fields take several.
          return SINGLE_KEYWORD_FIELDS.has(field.id) ? (
            <Select
              key={field.id}
              label={label}
              data={data}
              value={chosen[0] ? String(chosen[0]) : null}
              onChange={(value) => set(value ? [Number(value)] : [])}
              clearable
              searchable
              disabled={disabled}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          ) : (
            <MultiSelect
              key={field.id}
              label={label}
              data={data}
              value={chosen.map(String)}
              onChange={(ids) => set(ids.map(Number))}
              clearable
              searchable
              disabled={disabled}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          );
        }
        if (field.type === 'date') {
          return (
            <DateField
              key={field.id}
              label={label}
              value={values.dates[field.id] ?? ''}
              onChange={(value) => onChange({ ...values, dates: { ...values.dates, [field.id]: value } })}
              disabled={disabled}
            />
          );
        }
        return (
          <Textarea
            key={field.id}
            label={label}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={10_000}
            value={values.texts[field.id] ?? ''}
            onChange={(event) =>
              onChange({ ...values, texts: { ...values.texts, [field.id]: event.currentTarget.value } })
            }
            disabled={disabled}
          />
        );
      })}
      <TextInput
        label={t('documents.group')}
        description={t('documents.groupHelp')}
        maxLength={64}
        value={values.group}
        onChange={(event) => onChange({ ...values, group: event.currentTarget.value })}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
