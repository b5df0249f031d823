import { ActionIcon, Group, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DraftProblem, nextTempId, type SelectDraft, visibleOptions } from '../../../entities/material-form';
import { formatPrice, useCategoryProducts } from '../../../entities/product';
import { amountText } from '../../../lib/format';

interface SelectEditorProps {
  select: SelectDraft;
  categories: { value: string; label: string }[];
  problems: Map<number, DraftProblem[]>;
  readOnly: boolean;
  onChange: (next: SelectDraft) => void;
  onRemove: () => void;
}

/**
 * One select of the edit form: name, product category, area in m2, and its options taken from the
 * category's products (a product already offered is not offered again), each with an editable name
 * and price and a radio for the default. Options show by name, ignoring case.
 */
export function SelectEditor({ select, categories, problems, readOnly, onChange, onRemove }: SelectEditorProps) {
  const { t, i18n } = useTranslation();
  const products = useCategoryProducts(select.product_category_id);
  const options = visibleOptions(select.options);
  const used = new Set(options.map((o) => o.product_id));
  const offered = (products.data?.data ?? []).filter((p) => !used.has(p.id));
  const has = (id: number, problem: DraftProblem) => problems.get(id)?.includes(problem) ?? false;
  const label = select.name || t('materialForms.editor.select');

  const setOption = (id: number, change: Partial<OptionDraft>) =>
    onChange({ ...select, options: select.options.map((o) => (o.id === id ? { ...o, ...change } : o)) });

  const removeOption = (id: number) => {
    const next = select.options
      .map((o) => (o.id === id ? { ...o, deleted: true } : o))
      .filter((o) => !(o.isNew && o.deleted));
    // The default moves to the first remaining option, as the server would do.
    const remaining = visibleOptions(next);
    const defaultId = select.default_option_id === id ? (remaining[0]?.id ?? null) : select.default_option_id;
    onChange({ ...select, options: next, default_option_id: defaultId });
  };

  const addOption = (productId: string | null) => {
    const product = offered.find((p) => String(p.id) === productId);
    if (!product) return;
    const id = nextTempId();
    onChange({
      ...select,
      // The product's name and price are copied, then editable.
      options: [
        ...select.options,
        {
          id,
          isNew: true,
          deleted: false,
          product_id: product.id,
          name: product.name,
          price: amountText(product.price, i18n.language),
        },
      ],
      // The first option added becomes the default.
      default_option_id: select.default_option_id ?? id,
    });
  };

  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('materialForms.editor.selectName')}
            value={select.name}
            onChange={(e) => onChange({ ...select, name: e.currentTarget.value })}
            error={has(select.id, 'name') ? t('materialForms.editor.required') : undefined}
            disabled={readOnly}
            required
            style={{ flex: '1 1 12rem' }}
          />
          <Select
            label={t('materialForms.editor.category')}
            data={categories}
            value={select.product_category_id === null ? null : String(select.product_category_id)}
            onChange={(value) => onChange({ ...select, product_category_id: value ? Number(value) : null })}
            // Options come from the category: it changes only while the select has none.
            disabled={readOnly || options.length > 0}
            error={has(select.id, 'category') ? t('materialForms.editor.required') : undefined}
            searchable
            required
            style={{ flex: '1 1 12rem' }}
          />
          <TextInput
            label={t('materialForms.editor.area')}
            value={select.area}
            onChange={(e) => onChange({ ...select, area: e.currentTarget.value })}
            rightSection={<Text size="xs">m²</Text>}
            inputMode="decimal"
            error={has(select.id, 'area') ? t('materialForms.editor.invalidAmount') : undefined}
            disabled={readOnly}
            style={{ flex: '0 1 8rem' }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('materialForms.editor.removeSelect', { name: label })}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <Radio.Group
          label={t('materialForms.editor.options')}
          description={options.length ? t('materialForms.editor.defaultHint') : t('materialForms.editor.noOptions')}
          value={select.default_option_id === null ? null : String(select.default_option_id)}
          onChange={(value) => onChange({ ...select, default_option_id: Number(value) })}
        >
          <Stack gap={6} mt={4}>
            {options.map((option) => (
              <OptionRow
                key={option.id}
                option={option}
                problems={problems.get(option.id) ?? []}
                readOnly={readOnly}
                onChange={(change) => setOption(option.id, change)}
                onRemove={() => removeOption(option.id)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {!readOnly && select.product_category_id !== null && (
          <Select
            aria-label={t('materialForms.editor.addOption')}
            placeholder={
              products.isPending
                ? t('common.loading')
                : offered.length
                  ? t('materialForms.editor.addOption')
                  : t('materialForms.editor.noProductsLeft')
            }
            data={offered.map((p) => ({
              value: String(p.id),
              label: `${p.name} (${formatPrice(p.price, i18n.language)})`,
            }))}
            value={null}
            onChange={addOption}
            disabled={!offered.length}
            searchable
          />
        )}
      </Stack>
    </Paper>
  );
}

type OptionDraft = SelectDraft['options'][number];

interface OptionRowProps {
  option: OptionDraft;
  problems: readonly DraftProblem[];
  readOnly: boolean;
  onChange: (change: Partial<OptionDraft>) => void;
  onRemove: () => void;
}

/** One option of a select: its default radio, editable name and price, and remove. */
function OptionRow({ option, problems, readOnly, onChange, onRemove }: OptionRowProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Radio
        value={String(option.id)}
        mt={8}
        aria-label={t('materialForms.editor.defaultOf', { name: option.name })}
        disabled={readOnly}
      />
      {/* On a phone the name takes the line and the price wraps below it. */}
      <Group gap="xs" wrap="wrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
        <TextInput
          aria-label={t('materialForms.editor.optionName')}
          value={option.name}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          error={problems.includes('name') ? t('materialForms.editor.required') : undefined}
          disabled={readOnly}
          style={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <TextInput
          aria-label={t('materialForms.editor.optionPrice')}
          value={option.price}
          onChange={(e) => onChange({ price: e.currentTarget.value })}
          rightSection={<Text size="xs">€</Text>}
          inputMode="decimal"
          error={problems.includes('price') ? t('materialForms.editor.invalidAmount') : undefined}
          disabled={readOnly}
          style={{ flex: '0 0 6.5rem' }}
        />
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('materialForms.editor.removeOption', { name: option.name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
