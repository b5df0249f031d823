import { Anchor, Badge, Group } from '@mantine/core';
import type { SummaryView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { useSummaryViews } from '../../../entities/summary-view';

interface CompanyRow {
  id: number;
  name: string;
  type: string;
  views: Pick<SummaryView, 'id' | 'name'>[];
}

/** Every attached company with the views it sees, from the views' own company lists. */
function byCompany(views: readonly SummaryView[]): CompanyRow[] {
  const rows = new Map<number, CompanyRow>();
  for (const view of views) {
    for (const company of view.companies) {
      const row = rows.get(company.id) ?? { ...company, views: [] };
      row.views.push({ id: view.id, name: view.name });
      rows.set(company.id, row);
    }
  }
  return [...rows.values()];
}

/** /summarycompanies (owner-manager): which companies see which summary views. */
export default function SummaryCompaniesPage() {
  const { t, i18n } = useTranslation();
  const views = useSummaryViews();
  const rows = byCompany(views.data?.data ?? []);
  const columns: DataTableColumn<CompanyRow>[] = [
    { key: 'name', header: t('summaryViews.company'), sortValue: (r) => r.name, cell: (r) => r.name },
    {
      key: 'type',
      header: t('summaryViews.type'),
      sortValue: (r) => r.type,
      cell: (r) => t(`summaryViews.companyTypes.${r.type}`, { defaultValue: r.type }),
    },
    {
      key: 'views',
      header: t('summaryViews.views'),
      cell: (r) => (
        <Group gap={6}>
          {r.views.map((v) => (
            <Badge key={v.id} variant="light" tt="none">
              <Anchor component={Link} to={`/summaryview/${v.id}#companies`} size="xs">
                {v.name}
              </Anchor>
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <PageFrame title={t('summaryViews.overviewTitle')} description={t('summaryViews.overviewHelp')}>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        label={t('summaryViews.overviewTitle')}
        locale={i18n.language}
        initialSort={{ key: 'name', direction: 'asc' }}
        state={{ query: views, loadingLabel: t('common.loading'), emptyTitle: t('summaryViews.noCompanies') }}
      />
    </PageFrame>
  );
}
