import { ActionIcon, Group, MultiSelect, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTag, useTags } from '../../../entities/tag';
import { useErrorMessage } from '../../../lib/error-message';

interface ProductTagsFieldProps {
  value: number[];
  onChange: (ids: number[]) => void;
}

/** The product's tags, chosen from the catalogue's; a new tag is created here and chosen at once. */
export function ProductTagsField({ value, onChange }: ProductTagsFieldProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const tags = useTags();
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = (tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }));

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setError(null);
    create.mutate(trimmed, {
      onSuccess: (tag) => {
        onChange([...value, tag.id]);
        setName('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <>
      <MultiSelect
        label={t('products.tags')}
        data={options}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        searchable
        clearable
        nothingFoundMessage={t('products.noTags')}
        comboboxProps={{ withinPortal: true }}
      />
      {tags.data?.can.create && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('products.newTag')}
            placeholder={t('products.newTag')}
            maxLength={255}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            error={error}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Tooltip label={t('products.addTag')}>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={add}
              loading={create.isPending}
              disabled={!name.trim()}
              aria-label={t('products.addTag')}
            >
              <IconPlus size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </>
  );
}
