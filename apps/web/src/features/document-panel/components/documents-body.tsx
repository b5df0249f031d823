import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import type { DocumentSort } from '../document-sort';
import type { DocumentLayout } from '../document-view-state';
import { DocumentsIcons } from './documents-icons';
import { DocumentsReport } from './documents-report';
import { DocumentsTable, type DocumentsViewProps, type ExtraColumn } from './documents-table';

interface DocumentsBodyProps extends DocumentsViewProps {
  list: { isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };
  layout: DocumentLayout;
  /** Whether a filter hides documents (the empty state then says so). */
  isFiltered: boolean;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  onToggleAll: () => void;
  extraColumns?: readonly ExtraColumn[];
  hiddenColumns?: ReadonlySet<string>;
}

/** The documents in the chosen layout, or why there are none: loading, refused, failed or empty. */
export function DocumentsBody({
  list,
  layout,
  isFiltered,
  sort,
  onSort,
  onToggleAll,
  extraColumns,
  hiddenColumns,
  ...view
}: DocumentsBodyProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (list.error) {
    const notFound = isApiError(list.error) && [403, 404].includes(list.error.status);
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert" title={notFound ? undefined : t('documents.loadError')}>
        {notFound ? t('documents.notVisible') : errorMessage(list.error)}
        {!notFound && (
          <Button size="xs" variant="light" mt="sm" display="block" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (view.documents.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{isFiltered ? t('documents.noMatches') : t('documents.empty')}</Text>
      </Center>
    );
  }
  if (layout === 'icons') return <DocumentsIcons {...view} />;
  if (layout === 'report-date') return <DocumentsReport {...view} by="date" />;
  if (layout === 'report-type') return <DocumentsReport {...view} by="type" />;
  return (
    <DocumentsTable
      {...view}
      sort={sort}
      onSort={onSort}
      onToggleAll={onToggleAll}
      extraColumns={extraColumns}
      hiddenColumns={hiddenColumns}
    />
  );
}
