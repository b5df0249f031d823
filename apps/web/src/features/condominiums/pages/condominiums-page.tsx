import { Anchor, Button, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Condominium } from '@portal/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { PageFrame } from '../../../components/page-frame';
import { useCondominiums } from '../../../entities/condominium';
import { CondominiumFormModal } from '../components/condominium-form-modal';
import { useConfirmDeleteCondominium } from '../components/use-delete-condominium';

/** Whether a condominium matches the search box: name or any address part, regardless of case. */
function matches(c: Condominium, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [c.name, c.street_address, c.postcode, c.post_office].some((v) => v?.toLocaleLowerCase().includes(needle));
}

/** /condominiums: the condominiums the user sees; condominiums.manage creates, edits and deletes. */
export default function CondominiumsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const condominiums = useCondominiums();
  const confirmDelete = useConfirmDeleteCondominium();
  const [search, setSearch] = useState('');
  // `undefined`: closed; `null`: creating; a condominium: editing it.
  const [editing, setEditing] = useState<Condominium | null | undefined>(undefined);
  const all = condominiums.data?.data ?? [];
  const rows = useMemo(() => all.filter((c) => matches(c, search)), [all, search]);
  const canCreate = condominiums.data?.can.create ?? false;
  const anyActions = all.some((c) => c.can.update || c.can.delete);
  // A phone shows the name and address; the id, postcode and row buttons (also on the condominium's
  // own page) only where there is room.
  const isNarrow = useMediaQuery('(max-width: 47.99em)') ?? false;

  const columns: DataTableColumn<Condominium>[] = [
    { key: 'id', header: t('condominiums.id'), width: 70, cell: (c) => c.id, sortValue: (c) => c.id },
    {
      key: 'name',
      header: t('condominiums.name'),
      cell: (c) => (
        <Anchor component={Link} to={`/condominium/${c.id}`} size="sm" fw={500}>
          {c.name}
        </Anchor>
      ),
      sortValue: (c) => c.name,
    },
    {
      key: 'street_address',
      header: t('condominiums.streetAddress'),
      cell: (c) => c.street_address,
      sortValue: (c) => c.street_address,
    },
    { key: 'postcode', header: t('condominiums.postcode'), cell: (c) => c.postcode, sortValue: (c) => c.postcode },
    {
      key: 'post_office',
      header: t('condominiums.postOffice'),
      cell: (c) => c.post_office,
      sortValue: (c) => c.post_office,
    },
  ];
  const shown = isNarrow ? columns.filter((c) => c.key !== 'id' && c.key !== 'postcode') : columns;
  if (anyActions && !isNarrow) {
    shown.push({
      key: 'actions',
      header: t('condominiums.actions'),
      width: 90,
      cell: (c) => (
        <EditDeleteActions
          edit={
            c.can.update
              ? { label: t('condominiums.editNamed', { name: c.name }), onClick: () => setEditing(c) }
              : undefined
          }
          remove={
            c.can.delete
              ? { label: t('condominiums.deleteNamed', { name: c.name }), onClick: () => confirmDelete(c) }
              : undefined
          }
        />
      ),
    });
  }

  return (
    <PageFrame
      title={t('condominiums.title')}
      description={t('condominiums.description')}
      actions={
        canCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('condominiums.create')}
          </Button>
        )
      }
      filters={
        <TextInput
          aria-label={t('condominiums.search')}
          placeholder={t('condominiums.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
      }
    >
      <DataTable
        rows={rows}
        columns={shown}
        rowKey={(c) => c.id}
        label={t('condominiums.tableLabel')}
        minWidth={0}
        locale={i18n.language}
        initialSort={{ key: 'name', direction: 'asc' }}
        onRowClick={(c) => navigate(`/condominium/${c.id}`)}
        state={{
          query: condominiums,
          loadingLabel: t('condominiums.loading'),
          emptyTitle: all.length ? t('condominiums.noMatches') : t('condominiums.empty'),
          emptyDescription: all.length
            ? undefined
            : canCreate
              ? t('condominiums.emptyHintManager')
              : t('condominiums.emptyHint'),
        }}
      />
      <CondominiumFormModal
        opened={editing !== undefined}
        condominium={editing ?? null}
        onClose={() => setEditing(undefined)}
        onCreated={(c) => navigate(`/condominium/${c.id}`)}
      />
    </PageFrame>
  );
}
