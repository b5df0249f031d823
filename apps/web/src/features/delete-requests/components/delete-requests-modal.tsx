import { EmptyState, Modal, Stack, Table, Text } from '@mantine/core';
import { MODAL_DELETE_REQUESTS } from '@portal/contracts';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeleteRequest } from '../api/find-delete-requests';

interface DeleteRequestsModalProps {
  opened: boolean;
  onClose: () => void;
  requests: DeleteRequest[];
}

/**
 * Modal 1 of the shell. Lists the pending requests with a link to each document's project;
 * examining, accepting and rejecting arrive with the documents area.
 */
export function DeleteRequestsModal({ opened, onClose, requests }: DeleteRequestsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('deleteRequests.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-modal-id={MODAL_DELETE_REQUESTS}
    >
      {requests.length === 0 ? (
        <EmptyState
          py="lg"
          icon={<IconInbox size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          title={t('deleteRequests.empty')}
          description={t('deleteRequests.emptyHint')}
        />
      ) : (
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text component={Link} to={`/project/${request.project_id}`} onClick={onClose} fw={500} c="brand.7">
                      {request.document?.title ||
                        request.document?.name ||
                        t('deleteRequests.document', { id: request.document?.id ?? request.id })}
                    </Text>
                    {request.created_by && (
                      <Text size="xs" c="dimmed">
                        {t('deleteRequests.requestedBy', { name: request.created_by.name })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
