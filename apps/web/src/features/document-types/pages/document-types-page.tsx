import { Badge, Button, Group, Text } from '@mantine/core';
import type { DocumentType } from '@portal/contracts';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { PageFrame } from '../../../components/page-frame';
import { documentTypeLabel, useDocumentTypes } from '../../../entities/document-type';
import { fieldLabel } from '../../../entities/field';
import { DocumentTypeModal } from '../components/document-type-modal';
import { ManageFieldsModal } from '../components/manage-fields-modal';
import { useDeleteDocumentTypeAction } from '../components/use-delete-document-type';

/** /document-types (owner-manager): the types, their fields, and the field management modal. */
export default function DocumentTypesPage() {
  const { t } = useTranslation();
  const types = useDocumentTypes();
  // `undefined`: closed; `null`: creating; a type: editing it.
  const [editing, setEditing] = useState<DocumentType | null | undefined>(undefined);
  const [managingFields, setManagingFields] = useState(false);
  const can = types.data?.can;

  const handleDelete = useDeleteDocumentTypeAction();

  const columns: DataTableColumn<DocumentType>[] = [
    {
      key: 'name',
      header: t('documentTypes.name'),
      cell: (type) => (
        <Group gap="xs" wrap="nowrap">
          <Text span size="sm" fw={500}>
            {documentTypeLabel(t, type)}
          </Text>
          {type.is_default && (
            <Badge variant="light" color="brand">
              {t('documentTypes.default')}
            </Badge>
          )}
        </Group>
      ),
      sortValue: (type) => (type.is_default ? '' : type.name),
    },
    {
      key: 'fields',
      header: t('documentTypes.fields'),
      cell: (type) =>
        type.fields.length ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {type.fields.map((f) => fieldLabel(t, f)).join(', ')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('documentTypes.noFieldsChosen')}
          </Text>
        ),
    },
    {
      key: 'active',
      header: t('documentTypes.active'),
      width: 130,
      noWrap: true,
      cell: (type) => (
        <Badge variant="light" color={type.is_active ? 'teal' : 'gray'}>
          {type.is_active ? t('documentTypes.isActive') : t('documentTypes.isInactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('documentTypes.actions'),
      width: 110,
      cell: (type) => (
        <EditDeleteActions
          edit={
            type.can.update
              ? {
                  label: t('documentTypes.editNamed', { name: documentTypeLabel(t, type) }),
                  onClick: () => setEditing(type),
                }
              : undefined
          }
          remove={
            type.can.delete
              ? { label: t('documentTypes.deleteNamed', { name: type.name }), onClick: () => handleDelete(type) }
              : undefined
          }
        />
      ),
    },
  ];

  return (
    <PageFrame
      title={t('documentTypes.title')}
      description={t('documentTypes.description')}
      actions={
        <>
          {can?.manageFields && (
            <Button
              variant="default"
              leftSection={<IconListDetails size={16} aria-hidden />}
              onClick={() => setManagingFields(true)}
            >
              {t('documentTypes.manageFields')}
            </Button>
          )}
          {can?.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('documentTypes.create')}
            </Button>
          )}
        </>
      }
    >
      <DataTable
        rows={types.data?.data ?? []}
        columns={columns}
        rowKey={(type) => type.id}
        label={t('documentTypes.tableLabel')}
        minWidth={640}
        state={{
          query: types,
          loadingLabel: t('documentTypes.loading'),
          emptyTitle: t('documentTypes.empty'),
          emptyDescription: t('documentTypes.emptyHint'),
        }}
      />
      <DocumentTypeModal opened={editing !== undefined} type={editing ?? null} onClose={() => setEditing(undefined)} />
      <ManageFieldsModal opened={managingFields} onClose={() => setManagingFields(false)} />
    </PageFrame>
  );
}
