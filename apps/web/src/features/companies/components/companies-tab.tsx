import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { Company } from '@portal/contracts';
import {
  IconChevronDown,
  IconChevronUp,
  IconFileImport,
  IconPencil,
  IconPlus,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { useCompanies } from '../api/find-companies';
import { filterCompanies, type SortDirection, sortCompaniesByName } from '../company-search';
import { CompanyFormModal } from './company-form-modal';

export const TYPE_COLORS: Record<Company['type'], string> = { owner: 'brand', client: 'teal', subcontractor: 'grape' };

/** The companies tab of /companies: add, import link, search, table sortable by name, edit modal. */
export function CompaniesTab() {
  const { t, i18n } = useTranslation();
  const companies = useCompanies();
  const [search, setSearch] = useState('');
  const [direction, setDirection] = useState<SortDirection>('asc');
  // The edited company stays set while the modal closes, so its title does not flash to "Add".
  const [editing, setEditing] = useState<Company | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isAdding, setIsAdding] = useState(false);

  const shown = useMemo(() => {
    const filtered = filterCompanies(companies.data ?? [], search, (type) => t(`companies.types.${type}`));
    return sortCompaniesByName(filtered, direction, i18n.language);
  }, [companies.data, search, direction, t, i18n.language]);

  const hasCompanies = (companies.data?.length ?? 0) > 0;

  return (
    <PageFrame
      title={t('companies.title')}
      description={t('companies.description')}
      actions={
        <>
          <Button
            component={Link}
            to="/import"
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
          >
            {t('companies.importLink')}
          </Button>
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
      <QueryState
        query={companies}
        loadingLabel={t('companies.loading')}
        isEmpty={shown.length === 0}
        emptyTitle={hasCompanies ? t('companies.noMatches') : t('companies.empty')}
        emptyDescription={hasCompanies ? t('companies.noMatchesHint') : t('companies.emptyHint')}
        emptyAction={
          hasCompanies ? (
            <Button variant="default" onClick={() => setSearch('')}>
              {t('companies.clearSearch')}
            </Button>
          ) : (
            <Button onClick={() => setIsAdding(true)}>{t('companies.add')}</Button>
          )
        }
      >
        <Table.ScrollContainer minWidth={640}>
          <Table
            striped
            highlightOnHover
            stickyHeader
            verticalSpacing="sm"
            aria-label={t('companies.tableLabel')}
            bg="white"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t('companies.id')}</Table.Th>
                <Table.Th aria-sort={direction === 'asc' ? 'ascending' : 'descending'}>
                  <UnstyledButton
                    onClick={() => setDirection((d) => (d === 'asc' ? 'desc' : 'asc'))}
                    aria-label={t(direction === 'asc' ? 'companies.sortDesc' : 'companies.sortAsc')}
                  >
                    <Group gap={4} wrap="nowrap">
                      <Text fw={700} size="sm">
                        {t('companies.name')}
                      </Text>
                      {direction === 'asc' ? (
                        <IconChevronUp size={14} aria-hidden />
                      ) : (
                        <IconChevronDown size={14} aria-hidden />
                      )}
                    </Group>
                  </UnstyledButton>
                </Table.Th>
                <Table.Th>{t('companies.code')}</Table.Th>
                <Table.Th>{t('companies.type')}</Table.Th>
                <Table.Th w={110}>
                  <Text span size="sm" fw={700}>
                    {t('companies.actions')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td c="dimmed">{company.id}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/company-management/${company.id}`} fw={500}>
                      {company.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{company.code}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={TYPE_COLORS[company.type]}>
                      {t(`companies.types.${company.type}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
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
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <CompanyFormModal opened={isAdding} onClose={() => setIsAdding(false)} />
      <CompanyFormModal
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        company={editing}
        canRemove
        canChangeType
      />
    </PageFrame>
  );
}
