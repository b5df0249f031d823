import { Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Keyword } from '@portal/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { keywordOptions } from '../document-fields';
import { type DocumentViewState, emptyFilters, FILTER_FIELDS, type FilterField } from '../document-view-state';

interface DocumentFiltersProps {
  view: DocumentViewState;
  onChange: (change: Partial<DocumentViewState>) => void;
  keywords: readonly Keyword[];
  id?: string;
  /** The subcontractor filter's choices (a summary view's companies); none: no such filter. */
  companyOptions?: readonly { value: string; label: string }[];
}

/** Free text, from and to dates, phase, subject and state. */
export function DocumentFilters({ view, onChange, keywords, id, companyOptions }: DocumentFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(view.filter);
  const input = useRef<HTMLInputElement>(null);
  // The box follows the URL (back, reload, cleared filters) except while someone types in it, so a
  // late render of an older URL never takes typed letters away.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(view.filter);
  }, [view.filter]);

  const picker = (key: FilterField) => (
    <MultiSelect
      key={key}
      label={t(`documentFields.${key}`)}
      placeholder={view.activeFilters[key].length === 0 ? t('documents.filters.any') : undefined}
      data={keywordOptions(keywords, FILTER_FIELDS[key], view.activeFilters[key])}
      value={view.activeFilters[key].map(String)}
      onChange={(ids) => onChange({ activeFilters: { ...view.activeFilters, [key]: ids.map(Number) } })}
      clearable
      searchable
      size="xs"
    />
  );
  const any =
    view.filter ||
    view.filterFromDate ||
    view.filterToDate ||
    view.companies.length > 0 ||
    Object.values(view.activeFilters).some((l) => l.length);

  return (
    <SimpleGrid
      id={id}
      cols={{ base: 1, xs: 2, md: 3, lg: companyOptions ? 7 : 6 }}
      spacing="xs"
      role="search"
      aria-label={t('documents.filters.label')}
    >
      <TextInput
        label={t('documents.filters.text')}
        leftSection={<IconSearch size={14} aria-hidden />}
        ref={input}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange({ filter: event.currentTarget.value });
        }}
        size="xs"
        type="search"
      />
      <DateField
        label={t('documents.filters.from')}
        value={view.filterFromDate}
        maxDate={view.filterToDate}
        onChange={(value) => onChange({ filterFromDate: value })}
        size="xs"
      />
      <DateField
        label={t('documents.filters.to')}
        value={view.filterToDate}
        minDate={view.filterFromDate}
        onChange={(value) => onChange({ filterToDate: value })}
        size="xs"
      />
      {companyOptions && (
        <MultiSelect
          label={t('summaryViews.subcontractor')}
          placeholder={view.companies.length === 0 ? t('documents.filters.any') : undefined}
          data={[...companyOptions]}
          value={view.companies.map(String)}
          onChange={(ids) => onChange({ companies: ids.map(Number) })}
          clearable
          searchable
          size="xs"
        />
      )}
      {picker('phase')}
      {picker('subject')}
      <Group gap="xs" align="end" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>{picker('state')}</div>
        {any && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setText('');
              onChange({
                filter: '',
                filterFromDate: '',
                filterToDate: '',
                activeFilters: emptyFilters(),
                companies: [],
              });
            }}
            aria-label={t('documents.filters.clear')}
            px={6}
          >
            <IconFilterOff size={16} aria-hidden />
          </Button>
        )}
      </Group>
    </SimpleGrid>
  );
}
