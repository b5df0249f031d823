import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DELETE_REASON_MAX_LENGTH, type Document } from '@portal/contracts';
import { IconClockHour4, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestDeletion } from '../../../entities/delete-request';
import { showError, showSuccess } from '../../../lib/error-message';

interface RequestDeletionButtonProps {
  /** The documents to ask about; only those whose `can.requestDelete` is true are asked for. */
  documents: readonly Document[];
  /** The selection's wording ("Request deletion (2)") rather than the single document's. */
  counted?: boolean;
}

/**
 * "Request deletion" (spec part 2 §4): for documents the user sees but may not delete, as their
 * `can.requestDelete` says. It asks for an optional reason, then sends one request per document
 * that has none open yet; a document already asked about (`delete_requested`) shows as pending and
 * is not asked about again. Shown only when some document may be asked about.
 */
export function RequestDeletionButton({ documents, counted = false }: RequestDeletionButtonProps) {
  const { t } = useTranslation();
  const request = useRequestDeletion();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const askable = documents.filter((doc) => doc.can.requestDelete);
  const targets = askable.filter((doc) => !doc.delete_requested);
  if (askable.length === 0) return null;

  if (targets.length === 0) {
    return (
      <Button size="xs" variant="light" color="gray" leftSection={<IconClockHour4 size={14} aria-hidden />} disabled>
        {t('deleteRequests.pending')}
      </Button>
    );
  }

  const send = async () => {
    try {
      // One call per document: the endpoint takes one document, and the first refusal stops.
      for (const doc of targets) await request.mutateAsync({ projectId: doc.project_id, documentId: doc.id, reason });
      showSuccess(t('deleteRequests.requested', { count: targets.length }));
      setOpened(false);
      setReason('');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconTrashX size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {counted ? t('deleteRequests.requestSelected', { count: targets.length }) : t('deleteRequests.request')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('deleteRequests.request')}>
        <Stack gap="sm">
          <Text size="sm">
            {targets.length === 1
              ? t('deleteRequests.askAbout', { name: targets[0].name })
              : t('deleteRequests.askAboutMany', { count: targets.length })}
          </Text>
          <Textarea
            label={t('deleteRequests.reason')}
            description={t('deleteRequests.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={DELETE_REASON_MAX_LENGTH}
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="orange" loading={request.isPending} onClick={() => void send()}>
              {t('deleteRequests.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
