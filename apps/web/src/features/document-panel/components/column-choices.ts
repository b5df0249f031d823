import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice } from './column-settings';
import type { ExtraColumn } from './documents-table';

/** The table's columns a person may hide (spec part 2: settings choose the visible columns). */
const OPTIONAL_COLUMNS = ['created', 'type', 'phase', 'subject', 'state', 'company', 'detailText', 'position'] as const;
const COLUMN_LABELS: Record<(typeof OPTIONAL_COLUMNS)[number], string> = {
  created: 'documents.columns.created',
  type: 'documents.columns.type',
  phase: 'documentFields.phase',
  subject: 'documentFields.subject',
  state: 'documentFields.state',
  company: 'documents.columns.company',
  detailText: 'documents.columns.detailText',
  position: 'documents.columns.position',
};

/** The columns the settings offer: the page's own first (a summary view's), then the panel's. */
export function useColumnChoices(extraColumns: readonly ExtraColumn[] | undefined): ColumnChoice[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      ...(extraColumns ?? []).map((c) => ({ key: c.key, label: c.header })),
      ...OPTIONAL_COLUMNS.map((key) => ({ key, label: t(COLUMN_LABELS[key]) })),
    ],
    [extraColumns, t],
  );
}
