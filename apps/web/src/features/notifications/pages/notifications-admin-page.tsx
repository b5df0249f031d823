import { Badge, Button, Text } from '@mantine/core';
import { NOTIFICATION_TABLE_EXCERPT, type Notification } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { PageFrame } from '../../../components/page-frame';
import { excerpt, useDeleteNotification, useNotificationsAdmin } from '../../../entities/notification';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { NotificationModal } from '../components/notification-modal';

/** /notifications (owner-manager): every notification, with add, edit and delete. */
export default function NotificationsAdminPage() {
  const { t, i18n } = useTranslation();
  const list = useNotificationsAdmin();
  const remove = useDeleteNotification();
  // `undefined`: closed; `null`: adding; a notification: editing it.
  const [editing, setEditing] = useState<Notification | null | undefined>(undefined);

  const handleDelete = (n: Notification) =>
    confirmAction({
      title: t('notifications.deleteTitle'),
      message: t('notifications.deleteMessage', { title: n.title }),
      confirmLabel: t('notifications.delete'),
      onConfirm: () => remove.mutateAsync(n.id).then(() => showSuccess(t('notifications.deleted')), notifyRefusal),
    });

  const columns: DataTableColumn<Notification>[] = [
    {
      key: 'title',
      header: t('notifications.titleLabel'),
      cell: (n) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {n.title}
        </Text>
      ),
      sortValue: (n) => n.title,
    },
    {
      key: 'body',
      header: t('notifications.body'),
      cell: (n) => (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {excerpt(n.body, NOTIFICATION_TABLE_EXCERPT)}
        </Text>
      ),
    },
    {
      key: 'attachment',
      header: t('notifications.attachment'),
      cell: (n) =>
        n.attachment && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {n.attachment.filename}
          </Text>
        ),
      sortValue: (n) => n.attachment?.filename,
    },
    { key: 'creator', header: t('notifications.createdBy'), cell: (n) => n.creator ?? '', sortValue: (n) => n.creator },
    { key: 'editor', header: t('notifications.editedBy'), cell: (n) => n.editor ?? '', sortValue: (n) => n.editor },
    {
      key: 'published',
      header: t('notifications.published'),
      width: 110,
      noWrap: true,
      sortValue: (n) => n.is_published,
      cell: (n) => (
        <Badge variant="light" color={n.is_published ? 'teal' : 'gray'}>
          {n.is_published ? t('notifications.yes') : t('notifications.no')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('notifications.actions'),
      width: 100,
      cell: (n) => (
        <EditDeleteActions
          edit={
            n.can.update
              ? { label: t('notifications.editNamed', { title: n.title }), onClick: () => setEditing(n) }
              : undefined
          }
          remove={
            n.can.delete
              ? { label: t('notifications.deleteNamed', { title: n.title }), onClick: () => handleDelete(n) }
              : undefined
          }
        />
      ),
    },
  ];

  return (
    <PageFrame
      title={t('notifications.adminTitle')}
      description={t('notifications.adminDescription')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('notifications.create')}
        </Button>
      }
    >
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowKey={(n) => n.id}
        label={t('notifications.tableLabel')}
        minWidth={820}
        locale={i18n.language}
        state={{
          query: list,
          loadingLabel: t('notifications.loading'),
          emptyTitle: t('notifications.empty'),
          emptyDescription: t('notifications.emptyHint'),
        }}
      />
      <NotificationModal
        opened={editing !== undefined}
        notification={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </PageFrame>
  );
}
