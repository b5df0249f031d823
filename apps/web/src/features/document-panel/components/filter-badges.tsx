import { Badge, Button, CloseButton, Group } from '@mantine/core';
import type { Keyword } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type DocumentViewState, emptyFilters, FILTER_FIELDS, type FilterField } from '../document-view-state';

interface FilterBadgesProps {
  view: DocumentViewState;
  onChange: (change: Partial<DocumentViewState>) => void;
  keywords: readonly Keyword[];
  /** The subcontractor filter's companies by id (a summary view's). */
  companyNames?: ReadonlyMap<number, string>;
}

/** A date as the summary view's filter writes it: year.month.day (spec part 2 "Summary views"). */
const dotted = (date: string) => date.replaceAll('-', '.');

/*
 * A badge says the value only (a date range's end, a keyword, a company), not the filter's name: the
 * filters above are labelled by those names, and a remove button named "Remove filter From date"
 * would answer to the date field's label too.
 */
interface Chip {
  key: string;
  label: string;
  remove: Partial<DocumentViewState>;
}

/** One badge per active filter value, each removable, and a control that clears them all. */
export function FilterBadges({ view, onChange, keywords, companyNames }: FilterBadgesProps) {
  const { t } = useTranslation();
  const keywordText = new Map(keywords.map((k) => [k.id, k.text]));
  const chips: Chip[] = [];
  if (view.filter.trim()) chips.push({ key: 'text', label: `"${view.filter.trim()}"`, remove: { filter: '' } });
  if (view.filterFromDate) {
    chips.push({
      key: 'from',
      label: `${dotted(view.filterFromDate)} –`,
      remove: { filterFromDate: '' },
    });
  }
  if (view.filterToDate) {
    chips.push({
      key: 'to',
      label: `– ${dotted(view.filterToDate)}`,
      remove: { filterToDate: '' },
    });
  }
  for (const field of Object.keys(FILTER_FIELDS) as FilterField[]) {
    for (const id of view.activeFilters[field]) {
      chips.push({
        key: `${field}-${id}`,
        label: keywordText.get(id) ?? String(id),
        remove: {
          activeFilters: { ...view.activeFilters, [field]: view.activeFilters[field].filter((k) => k !== id) },
        },
      });
    }
  }
  for (const id of view.companies) {
    chips.push({
      key: `company-${id}`,
      label: companyNames?.get(id) ?? String(id),
      remove: { companies: view.companies.filter((c) => c !== id) },
    });
  }
  if (chips.length === 0) return null;
  return (
    <Group gap={6} aria-label={t('documents.filters.active')} role="group">
      {chips.map((chip) => (
        <Badge
          key={chip.key}
          variant="light"
          tt="none"
          pr={3}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={t('documents.filters.remove', { filter: chip.label })}
              onClick={() => onChange(chip.remove)}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() =>
          onChange({ filter: '', filterFromDate: '', filterToDate: '', activeFilters: emptyFilters(), companies: [] })
        }
      >
        {t('documents.filters.clearAll')}
      </Button>
    </Group>
  );
}
