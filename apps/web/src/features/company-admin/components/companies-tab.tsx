import { ActionIcon, Anchor, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import type { Company } from '@portal/contracts';
import { IconFileImport, IconPencil, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { CompanyTypeBadge, companyTypeLabel, useCompanies } from '../../../entities/company';
import { canImport } from '../../../entities/session';
import { useSignedInUser } from '../../../lib/stored-user';
import { filterCompanies } from '../company-search';
import { CompanyFormModal } from './company-form-modal';

/** The companies tab of /companies: add, import link, search, sortable table, edit modal. */
export function CompaniesTab() {
  const { t, i18n } = useTranslation();
  const companies = useCompanies();
  const user = useSignedInUser();
  const [search, setSearch] = useState('');
  // The edited company stays set while the modal closes, so its title does not flash to "Add".
  const [editing, setEditing] = useState<Company | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isAdding, setIsAdding] = useState(false);

  const shown = useMemo(
    () => filterCompanies(companies.data ?? [], search, (type) => companyTypeLabel(t, type)),
    [companies.data, search, t],
  );
  const hasCompanies = (companies.data?.length ?? 0) > 0;

  const columns: DataTableColumn<Company>[] = [
    {
      key: 'id',
      header: t('companies.id'),
      width: 80,
      cell: (company) => <Text c="dimmed">{company.id}</Text>,
      sortValue: (company) => company.id,
    },
    {
      key: 'name',
      header: t('companies.name'),
      cell: (company) => (
        <Anchor component={Link} to={`/company-management/${company.id}`} fw={500}>
          {company.name}
        </Anchor>
      ),
      sortValue: (company) => company.name,
    },
    { key: 'code', header: t('companies.code'), cell: (company) => company.code, sortValue: (company) => company.code },
    {
      key: 'type',
      header: t('companies.type'),
      cell: (company) => <CompanyTypeBadge type={company.type} />,
      sortValue: (company) => companyTypeLabel(t, company.type),
    },
    {
      key: 'actions',
      header: t('companies.actions'),
      width: 110,
      // The answer's `can` says what the server would accept from this viewer.
      cell: (company) => (
        <Group gap={4} wrap="nowrap">
          {company.can.manageUsers && (
            <Tooltip label={t('companies.usersOf', { name: company.name })}>
              <ActionIcon
                component={Link}
                to={`/company-management/${company.id}`}
                variant="subtle"
                color="gray"
                aria-label={t('companies.usersOf', { name: company.name })}
              >
                <IconUsers size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {company.can.update && (
            <Tooltip label={t('companies.editNamed', { name: company.name })}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => {
                  setEditing(company);
                  setIsEditing(true);
                }}
                aria-label={t('companies.editNamed', { name: company.name })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('companies.title')}
      description={t('companies.description')}
      actions={
        <>
          {canImport(user) && (
            <Button
              component={Link}
              to="/import"
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              {t('companies.importLink')}
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            {t('companies.add')}
          </Button>
        </>
      }
      filters={
        <TextInput
          label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          w={{ base: '100%', sm: 320 }}
        />
      }
    >
      <DataTable
        rows={shown}
        columns={columns}
        rowKey={(company) => company.id}
        label={t('companies.tableLabel')}
        minWidth={640}
        locale={i18n.language}
        initialSort={{ key: 'name', direction: 'asc' }}
        state={{
          query: companies,
          loadingLabel: t('companies.loading'),
          emptyTitle: hasCompanies ? t('companies.noMatches') : t('companies.empty'),
          emptyDescription: hasCompanies ? t('companies.noMatchesHint') : t('companies.emptyHint'),
          emptyAction: hasCompanies ? (
            <Button variant="default" onClick={() => setSearch('')}>
              {t('companies.clearSearch')}
            </Button>
          ) : (
            <Button onClick={() => setIsAdding(true)}>{t('companies.add')}</Button>
          ),
        }}
      />
      <CompanyFormModal opened={isAdding} onClose={() => setIsAdding(false)} />
      <CompanyFormModal
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        company={editing}
        canRemove={editing?.can.delete ?? false}
        canChangeType={editing?.can.updateType ?? false}
      />
    </PageFrame>
  );
}
