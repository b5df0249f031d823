import { ActionIcon, Button, Group, Select, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import type { SummaryView, SummaryViewCompany } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useCompanies } from '../../../entities/company';
import { useAttachSummaryViewCompany, useDetachSummaryViewCompany } from '../../../entities/summary-view';
import { showError, showSuccess } from '../../../lib/error-message';

/**
 * The summary companies tab (spec part 2 "Summary views"): a dropdown of every company with an
 * attach button, and the attached companies (name, type, remove after a confirmation).
 */
export function SummaryViewCompaniesTab({ view }: { view: SummaryView }) {
  const { t, i18n } = useTranslation();
  const companies = useCompanies(view.can.manage);
  const attach = useAttachSummaryViewCompany();
  const detach = useDetachSummaryViewCompany();
  const [chosen, setChosen] = useState<string | null>(null);
  const attachedIds = new Set(view.companies.map((c) => c.id));
  const options = (companies.data ?? [])
    .filter((c) => !attachedIds.has(c.id))
    .map((c) => ({ value: String(c.id), label: c.name }));

  const askRemove = (company: SummaryViewCompany) =>
    confirmAction({
      title: t('summaryViews.removeTitle'),
      message: t('summaryViews.removeMessage', { company: company.name, view: view.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        detach.mutate(
          { id: view.id, companyId: company.id },
          { onSuccess: () => showSuccess(t('summaryViews.removed')), onError: (error) => showError(error) },
        ),
    });

  const columns: DataTableColumn<SummaryViewCompany>[] = [
    { key: 'name', header: t('summaryViews.company'), sortValue: (c) => c.name, cell: (c) => c.name },
    {
      key: 'type',
      header: t('summaryViews.type'),
      sortValue: (c) => c.type,
      cell: (c) => t(`summaryViews.companyTypes.${c.type}`, { defaultValue: c.type }),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('summaryViews.actions')}</VisuallyHidden>,
      width: 60,
      cell: (c) =>
        view.can.manage && (
          <Tooltip label={t('summaryViews.remove', { name: c.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('summaryViews.remove', { name: c.name })}
              onClick={() => askRemove(c)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  return (
    <Stack>
      {view.can.manage && (
        <Group align="end" gap="sm">
          <Select
            label={t('summaryViews.company')}
            placeholder={t('summaryViews.chooseCompany')}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            w={320}
            maw="100%"
          />
          <Button
            disabled={chosen === null}
            loading={attach.isPending}
            onClick={() => {
              if (chosen === null) return;
              attach.mutate(
                { id: view.id, companyId: Number(chosen) },
                {
                  onSuccess: () => {
                    setChosen(null);
                    showSuccess(t('summaryViews.attached'));
                  },
                  onError: (error) => showError(error),
                },
              );
            }}
          >
            {t('summaryViews.attach')}
          </Button>
        </Group>
      )}
      <DataTable
        rows={view.companies}
        columns={columns}
        rowKey={(c) => c.id}
        label={t('summaryViews.companies')}
        locale={i18n.language}
      />
    </Stack>
  );
}
