import { Button, Group, Text } from '@mantine/core';
import type { UserRequest } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { useRejectUserRequest, useUserRequests } from '../../../entities/user';
import { showSuccess } from '../../../lib/error-message';
import { formatListingDate } from '../../../lib/format';
import { notifyRefusal } from '../../../lib/notify';
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

  const columns: DataTableColumn<UserRequest>[] = [
    {
      key: 'name',
      header: t('users.name'),
      cell: (r) => (
        <Text span size="sm" fw={500}>
          {r.name}
        </Text>
      ),
      sortValue: (r) => r.name,
    },
    { key: 'email', header: t('users.email'), cell: (r) => r.email, sortValue: (r) => r.email },
    {
      key: 'company',
      header: t('users.requests.companyColumn'),
      cell: (r) => r.company_name ?? '–',
      sortValue: (r) => r.company_name,
    },
    {
      key: 'message',
      header: t('users.requests.message'),
      cell: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.message ?? ''}
        </Text>
      ),
    },
    {
      key: 'received',
      header: t('users.requests.received'),
      cell: (r) => formatListingDate(r.created_at),
      sortValue: (r) => r.created_at,
      noWrap: true,
    },
    {
      key: 'actions',
      header: t('users.actions'),
      cell: (request) => (
        <Group gap="xs" wrap="nowrap">
          {request.can.approve && (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() => setApproving(request)}
              aria-label={t('users.requests.approveNamed', { name: request.name })}
            >
              {t('users.requests.approve')}
            </Button>
          )}
          {request.can.reject && (
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
          )}
        </Group>
      ),
    },
  ];

  return (
    <PageFrame title={t('users.requests.title')} description={t('users.requests.description')}>
      <DataTable
        rows={requests.data ?? []}
        columns={columns}
        rowKey={(r) => r.id}
        label={t('users.requests.title')}
        state={{
          query: requests,
          loadingLabel: t('users.loading'),
          emptyTitle: t('users.requests.empty'),
          emptyDescription: t('users.requests.emptyHint'),
        }}
      />
      {approving && <ApproveRequestModal request={approving} onClose={() => setApproving(null)} />}
    </PageFrame>
  );
}
