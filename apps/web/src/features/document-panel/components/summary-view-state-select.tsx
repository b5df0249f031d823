import { Select } from '@mantine/core';
import type { Document, Keyword } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSetSummaryViewDocumentState } from '../../../entities/summary-view';
import { showError, showSuccess } from '../../../lib/error-message';
import { FILTER_FIELDS } from '../document-view-state';

interface SummaryViewStateSelectProps {
  viewId: number;
  doc: Document;
  keywords: readonly Keyword[];
}

/**
 * The detail window's change-status dropdown in a summary view: any state keyword, deactivated ones
 * too (spec part 2 §4: "in a summary view any state may be chosen"), sent as its id.
 */
export function SummaryViewStateSelect({ viewId, doc, keywords }: SummaryViewStateSelectProps) {
  const { t } = useTranslation();
  const setState = useSetSummaryViewDocumentState(viewId);
  const current = doc.keywords.find((k) => k.field_id === FILTER_FIELDS.state)?.id ?? null;
  const options = keywords
    .filter((k) => k.field_id === FILTER_FIELDS.state)
    .map((k) => ({ value: String(k.id), label: k.text }));
  return (
    <Select
      label={t('summaryViews.changeState')}
      data={options}
      value={current === null ? null : String(current)}
      placeholder={t('summaryViews.noState')}
      allowDeselect={false}
      disabled={setState.isPending}
      size="xs"
      onChange={(value) => {
        if (value === null || Number(value) === current) return;
        setState.mutate(
          { documentId: doc.id, keywordId: Number(value) },
          {
            onSuccess: () => showSuccess(t('summaryViews.stateChanged')),
            onError: (error) => showError(error),
          },
        );
      }}
    />
  );
}
