import { Button, Group, Table, Text } from '@mantine/core';
import type { UserRequest } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { showSuccess } from '../../../lib/error-message';
import { formatListingDate } from '../../../lib/format';
import { notifyRefusal } from '../../../lib/notify';
import { useRejectUserRequest, useUserRequests } from '../api/user-requests';
import { ApproveRequestModal } from './approve-request-modal';

/** The requests tab of /companies: requests for an account (POST portal/user), approved or rejected here. */
export function UserRequestsTab() {
  const { t } = useTranslation();
  const requests = useUserRequests();
  const reject = useRejectUserRequest();
  const [approving, setApproving] = useState<UserRequest | null>(null);

  const handleReject = (request: UserRequest) =>
    confirmAction({
      title: t('users.requests.rejectTitle'),
      message: t('users.requests.rejectMessage', { name: request.name, email: request.email }),
      confirmLabel: t('users.requests.reject'),
      onConfirm: () =>
        reject.mutate(request.id, {
          onSuccess: () => showSuccess(t('users.requests.rejected', { email: request.email })),
          onError: notifyRefusal,
        }),
    });

  return (
    <PageFrame title={t('users.requests.title')} description={t('users.requests.description')}>
      <QueryState
        query={requests}
        loadingLabel={t('users.loading')}
        isEmpty={(requests.data?.length ?? 0) === 0}
        emptyTitle={t('users.requests.empty')}
        emptyDescription={t('users.requests.emptyHint')}
      >
        <Table.ScrollContainer minWidth={800}>
          <Table striped verticalSpacing="sm" bg="white" aria-label={t('users.requests.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.requests.companyColumn')}</Table.Th>
                <Table.Th>{t('users.requests.message')}</Table.Th>
                <Table.Th>{t('users.requests.received')}</Table.Th>
                <Table.Th>{t('users.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(requests.data ?? []).map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td fw={500}>{request.name}</Table.Td>
                  <Table.Td>{request.email}</Table.Td>
                  <Table.Td>{request.company_name ?? '–'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {request.message ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatListingDate(request.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        leftSection={<IconCheck size={14} aria-hidden />}
                        onClick={() => setApproving(request)}
                        aria-label={t('users.requests.approveNamed', { name: request.name })}
                      >
                        {t('users.requests.approve')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconX size={14} aria-hidden />}
                        onClick={() => handleReject(request)}
                        aria-label={t('users.requests.rejectNamed', { name: request.name })}
                      >
                        {t('users.requests.reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      {approving && <ApproveRequestModal request={approving} onClose={() => setApproving(null)} />}
    </PageFrame>
  );
}
