import { Anchor, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Contact } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { QueryState } from '../../../components/query-state';
import { contactName, useDeleteContact, useProjectContacts } from '../../../entities/contact';
import { showError, showSuccess } from '../../../lib/error-message';
import { ContactFormModal } from './contact-form-modal';

/**
 * Contacts tab: a table with add, edit and delete (after a confirmation) for those whose `can`
 * allows it; everyone else reads the contacts as text (spec part 2: projects.manage).
 */
export function ProjectContactsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const contacts = useProjectContacts(projectId);
  const remove = useDeleteContact(projectId);
  const [editing, setEditing] = useState<Contact | null>(null);
  const [opened, setOpened] = useState(false);

  const open = (contact: Contact | null) => {
    setEditing(contact);
    setOpened(true);
  };

  const handleDelete = (contact: Contact) =>
    confirmAction({
      title: t('contacts.deleteTitle'),
      message: t('contacts.deleteConfirm', { name: contactName(contact) }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(contact.id, {
          onSuccess: () => showSuccess(t('contacts.deleted')),
          onError: (e) => showError(e),
        }),
    });

  const rows = contacts.data?.data ?? [];
  const canCreate = contacts.data?.can.create ?? false;
  const writable = rows.some((c) => c.can.update || c.can.delete);

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('contacts.title')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t('contacts.add')}
          </Button>
        )}
      </Group>
      <QueryState
        query={contacts}
        loadingLabel={t('common.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('contacts.empty')}
      >
        {writable ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contacts.firstName')}</Table.Th>
                  <Table.Th>{t('contacts.lastName')}</Table.Th>
                  <Table.Th>{t('contacts.contactTitle')}</Table.Th>
                  <Table.Th>{t('contacts.phone')}</Table.Th>
                  <Table.Th>{t('contacts.email')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('contacts.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.first_name}</Table.Td>
                    <Table.Td>{c.last_name}</Table.Td>
                    <Table.Td>{c.title}</Table.Td>
                    <Table.Td>{c.phone}</Table.Td>
                    <Table.Td>{c.email}</Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        edit={
                          c.can.update
                            ? { label: t('contacts.edit', { name: contactName(c) }), onClick: () => open(c) }
                            : undefined
                        }
                        remove={
                          c.can.delete
                            ? { label: t('contacts.delete', { name: contactName(c) }), onClick: () => handleDelete(c) }
                            : undefined
                        }
                        iconSize={16}
                        justify="flex-end"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm">
            {rows.map((c) => (
              <div key={c.id}>
                <Text fw={600}>{contactName(c)}</Text>
                <Text size="sm">{c.title}</Text>
                {c.phone && <Text size="sm">{c.phone}</Text>}
                {c.email && (
                  <Anchor size="sm" href={`mailto:${c.email}`}>
                    {c.email}
                  </Anchor>
                )}
              </div>
            ))}
          </Stack>
        )}
      </QueryState>
      <ContactFormModal projectId={projectId} opened={opened} onClose={() => setOpened(false)} contact={editing} />
    </Paper>
  );
}
