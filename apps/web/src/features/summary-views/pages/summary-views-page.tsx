import { ActionIcon, Anchor, Button, Tooltip, VisuallyHidden } from '@mantine/core';
import type { SummaryView } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { useDeleteSummaryView, useSummaryViews } from '../../../entities/summary-view';
import { showError, showSuccess } from '../../../lib/error-message';
import { CreateSummaryViewModal } from '../components/create-summary-view-modal';

/**
 * /summaryviews: the views the user sees (every one for owner-managers, the shared ones for anyone
 * with at least one), with their folder; owner-managers add and delete (spec part 2 "Summary views").
 */
export default function SummaryViewsPage() {
  const { t, i18n } = useTranslation();
  const views = useSummaryViews();
  const remove = useDeleteSummaryView();
  const [adding, setAdding] = useState(false);

  const askDelete = (view: SummaryView) =>
    confirmAction({
      title: t('summaryViews.deleteTitle'),
      message: t('summaryViews.deleteMessage', { name: view.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(view.id, {
          onSuccess: () => showSuccess(t('summaryViews.deleted')),
          onError: (error) => showError(error),
        }),
    });

  const columns: DataTableColumn<SummaryView>[] = [
    {
      key: 'name',
      header: t('summaryViews.name'),
      sortValue: (view) => view.name,
      cell: (view) => (
        <Anchor component={Link} to={`/summaryview/${view.id}`} size="sm" fw={500}>
          {view.name}
        </Anchor>
      ),
    },
    {
      key: 'folder',
      header: t('summaryViews.folder'),
      sortValue: (view) => view.defaultfolder_name,
      cell: (view) => view.defaultfolder_name,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('summaryViews.actions')}</VisuallyHidden>,
      width: 60,
      cell: (view) =>
        view.can.manage && (
          <Tooltip label={t('summaryViews.delete', { name: view.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('summaryViews.delete', { name: view.name })}
              onClick={() => askDelete(view)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  return (
    <PageFrame
      title={t('summaryViews.title')}
      actions={
        views.data?.can.create && (
          <>
            <Button variant="default" component={Link} to="/summarycompanies">
              {t('summaryViews.overviewLink')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('summaryViews.add')}
            </Button>
          </>
        )
      }
    >
      <DataTable
        rows={views.data?.data ?? []}
        columns={columns}
        rowKey={(view) => view.id}
        label={t('summaryViews.title')}
        locale={i18n.language}
        state={{ query: views, loadingLabel: t('common.loading'), emptyTitle: t('summaryViews.empty') }}
      />
      <CreateSummaryViewModal opened={adding} onClose={() => setAdding(false)} />
    </PageFrame>
  );
}
