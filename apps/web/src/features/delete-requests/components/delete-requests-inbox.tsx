import { ActionIcon, Anchor, Button, Checkbox, Group, Indicator, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { type DeleteRequest, RealtimeEvent } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import {
  downloadRequestedFile,
  useAcceptDeleteRequests,
  useDeleteRequests,
  useRefreshDeleteRequests,
  useRejectDeleteRequest,
} from '../../../entities/delete-request';
import { DocumentThumb, isPdfMime } from '../../../entities/document';
import { showSuccess } from '../../../lib/error-message';
import { formatListingDate } from '../../../lib/format';
import { notifyRefusal } from '../../../lib/notify';
import { subscribeUserEvent, useRealtimeConnection } from '../../../lib/realtime-client';
import { useSignedInUser } from '../../../lib/stored-user';

/** A new request announced on the user's own channel (DELETE_REQUEST_CREATED) refreshes the inbox at once. */
function useDeleteRequestEvents() {
  const connection = useRealtimeConnection();
  const { id: userId } = useSignedInUser();
  const refresh = useRefreshDeleteRequests();
  useEffect(() => {
    if (!connection) return;
    return subscribeUserEvent(connection, userId, RealtimeEvent.deleteRequestCreated, refresh);
  }, [connection, userId, refresh]);
}

/** The top bar's inbox: a badge with the count, and the modal (spec part 1 "Delete-requests modal"). */
export function DeleteRequestsInbox() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const requests = useDeleteRequests(true);
  useDeleteRequestEvents();
  const count = requests.data?.length ?? 0;
  return (
    <>
      <Tooltip label={t('topbar.deleteRequests')}>
        <Indicator label={count} size={16} disabled={count === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened(true)}
            aria-label={t('deleteRequests.inboxLabel', { count })}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('deleteRequests.title')} size="lg">
        {opened && <DeleteRequestsList requests={requests.data ?? []} onNavigate={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function documentPath(r: DeleteRequest) {
  return `/project/${r.project_id}/${r.document.id}`;
}

export function DeleteRequestsList({ requests, onNavigate }: { requests: DeleteRequest[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const [examined, setExamined] = useState<number | null>(null);
  const accept = useAcceptDeleteRequests();
  const reject = useRejectDeleteRequest();
  const open = requests.filter((r) => r.can.accept);
  const chosen = selected.filter((id) => open.some((r) => r.id === id));
  const current = requests.find((r) => r.id === examined);

  /** Accepting deletes documents: asked first, and said when done. */
  const acceptIds = (ids: number[]) =>
    confirmAction({
      title: t('deleteRequests.confirmTitle', { count: ids.length }),
      message: t('deleteRequests.confirmMessage', { count: ids.length }),
      confirmLabel: t('deleteRequests.accept'),
      onConfirm: () =>
        accept.mutate(ids, {
          onSuccess: () => {
            setSelected((s) => s.filter((id) => !ids.includes(id)));
            setExamined(null);
            showSuccess(t('deleteRequests.deleted', { count: ids.length }));
          },
          onError: notifyRefusal,
        }),
    });

  if (current) {
    const { document: doc } = current;
    return (
      <Stack gap="sm">
        <Text fw={600}>
          {t('deleteRequests.document', { id: doc.counter })} · {doc.name}
        </Text>
        <Text size="sm">{current.project.name}</Text>
        {doc.thumb && (
          <DocumentThumb
            projectId={current.project_id}
            documentId={doc.id}
            thumb={doc.thumb}
            version={doc.thumb}
            pdf={isPdfMime(doc.mime)}
            size="medium"
            alt={t('deleteRequests.pictureOf', { name: doc.name })}
            width="100%"
            height={260}
            fit="contain"
          />
        )}
        <Stack gap={2}>
          <Text size="xs" fw={600} c="dimmed">
            {t('deleteRequests.reason')}
          </Text>
          <Text size="sm" fs={current.reason ? undefined : 'italic'} style={{ whiteSpace: 'pre-wrap' }}>
            {current.reason ?? t('deleteRequests.noReason')}
          </Text>
        </Stack>
        {current.created_by && (
          <Text size="sm">
            {t('deleteRequests.requestedBy', { name: current.created_by.name })} ({current.created_by.email})
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatListingDate(current.created_at)}
        </Text>
        <Anchor component={Link} to={documentPath(current)} onClick={onNavigate}>
          {t('deleteRequests.openDocument')}
        </Anchor>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setExamined(null)}>
            {t('common.cancel')}
          </Button>
          {current.document.url && (
            <Button variant="default" onClick={() => downloadRequestedFile(current).catch(notifyRefusal)}>
              {t('deleteRequests.download')}
            </Button>
          )}
          <Button
            variant="default"
            loading={reject.isPending}
            onClick={() => reject.mutate(current.id, { onSuccess: () => setExamined(null), onError: notifyRefusal })}
          >
            {t('deleteRequests.reject')}
          </Button>
          <Button color="red" loading={accept.isPending} onClick={() => acceptIds([current.id])}>
            {t('deleteRequests.accept')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!requests.length) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{t('deleteRequests.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('deleteRequests.emptyHint')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap="sm" role="list" aria-label={t('deleteRequests.title')}>
        {requests.map((r) => (
          <Group key={r.id} role="listitem" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Checkbox
                aria-label={t('deleteRequests.select', { name: r.document.name })}
                checked={selected.includes(r.id)}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setSelected((s) => (checked ? [...s, r.id] : s.filter((id) => id !== r.id)));
                }}
              />
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={documentPath(r)} onClick={onNavigate} truncate="end">
                  {r.document.counter} · {r.document.name}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end">
                  {r.project.name}
                  {r.created_by ? ` · ${t('deleteRequests.requestedBy', { name: r.created_by.name })}` : ''}
                </Text>
                {r.reason && (
                  <Text size="xs" truncate="end" title={r.reason}>
                    {t('deleteRequests.quotedReason', { reason: r.reason })}
                  </Text>
                )}
              </Stack>
            </Group>
            <Button size="xs" variant="light" onClick={() => setExamined(r.id)}>
              {t('deleteRequests.examine')}
            </Button>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button color="red" disabled={!chosen.length} loading={accept.isPending} onClick={() => acceptIds(chosen)}>
          {t('deleteRequests.deleteSelected', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
