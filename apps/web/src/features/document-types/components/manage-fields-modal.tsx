import { ActionIcon, Badge, Button, Group, Modal, Table, Tabs, Text, Tooltip } from '@mantine/core';
import type { Field } from '@portal/contracts';
import { IconPencil, IconTags, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import { fieldLabel, useCreateField, useDeleteField, useFields } from '../../../entities/field';
import { showError, showSuccess } from '../../../lib/error-message';
import { FieldCreateForm } from './field-create-form';
import { FieldEditModal } from './field-edit-modal';

interface ManageFieldsModalProps {
  opened: boolean;
  onClose: () => void;
}

type Tab = 'view' | 'create';

/**
 * Field management (spec part 2 "Document types"): a view tab listing the fields (name, type,
 * default flag, actions) and a create tab. Default fields are never deleted and keep their names;
 * default keyword fields can have their keywords edited; other default fields show a dash.
 */
export function ManageFieldsModal({ opened, onClose }: ManageFieldsModalProps) {
  const { t } = useTranslation();
  const fields = useFields();
  const create = useCreateField();
  const remove = useDeleteField();
  const [tab, setTab] = useState<Tab>('view');
  const [editing, setEditing] = useState<Field | null>(null);

  const handleDelete = (field: Field) =>
    confirmAction({
      title: t('documentTypes.deleteFieldTitle'),
      message: t('documentTypes.deleteFieldMessage', { name: fieldLabel(t, field) }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(field.id, {
          onSuccess: () => showSuccess(t('documentTypes.fieldDeleted', { name: fieldLabel(t, field) })),
          onError: (error) => showError(error),
        }),
    });

  const actions = (field: Field) => {
    if (field.is_default && field.type !== 'keywords') {
      return (
        <Text c="dimmed" aria-label={t('documentTypes.noActions')}>
          –
        </Text>
      );
    }
    if (field.is_default) {
      return (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconTags size={14} aria-hidden />}
          onClick={() => setEditing(field)}
          aria-label={t('documentTypes.editKeywordsOf', { name: fieldLabel(t, field) })}
        >
          {t('documentTypes.editKeywords')}
        </Button>
      );
    }
    return (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('documentTypes.editFieldNamed', { name: field.key })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('documentTypes.editFieldNamed', { name: field.key })}
            onClick={() => setEditing(field)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('documentTypes.deleteFieldNamed', { name: field.key })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('documentTypes.deleteFieldNamed', { name: field.key })}
            onClick={() => handleDelete(field)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  };

  const list = fields.data ?? [];

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('documentTypes.manageFields')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'view')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="view">{t('documentTypes.fieldsTab')}</Tabs.Tab>
            <Tabs.Tab value="create">{t('documentTypes.createFieldTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="view">
            <QueryState
              query={fields}
              loadingLabel={t('documentTypes.loadingFields')}
              isEmpty={list.length === 0}
              emptyTitle={t('documentTypes.noFields')}
            >
              <Table.ScrollContainer minWidth={520}>
                <Table striped verticalSpacing="xs" aria-label={t('documentTypes.fieldsTableLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('documentTypes.fieldName')}</Table.Th>
                      <Table.Th>{t('documentTypes.fieldType')}</Table.Th>
                      <Table.Th>{t('documentTypes.default')}</Table.Th>
                      <Table.Th>{t('documentTypes.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((field) => (
                      <Table.Tr key={field.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {fieldLabel(t, field)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{t(`documentTypes.type.${field.type}`)}</Table.Td>
                        <Table.Td>
                          {field.is_default && (
                            <Badge variant="light" color="gray">
                              {t('documentTypes.default')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{actions(field)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </QueryState>
          </Tabs.Panel>
          <Tabs.Panel value="create">
            {/* A fresh form each time the tab opens. */}
            {tab === 'create' && (
              <FieldCreateForm
                onCreate={(body) =>
                  create.mutateAsync(body).then(() => {
                    showSuccess(t('documentTypes.fieldCreated', { name: body.fieldName }));
                    setTab('view');
                  })
                }
              />
            )}
          </Tabs.Panel>
        </Tabs>
      </Modal>
      <FieldEditModal field={editing} onClose={() => setEditing(null)} />
    </>
  );
}
