import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { CompanyRole, UserRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../../../entities/company';
import { useApproveUserRequest } from '../../../entities/user';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';

/** Approving a request: which company the new user joins and with which roles besides employee. */
export function ApproveRequestModal({ request, onClose }: { request: UserRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const approve = useApproveUserRequest();
  const [companyId, setCompanyId] = useState<string | null>(request.company_id ? String(request.company_id) : null);
  const [roles, setRoles] = useState<CompanyRole[]>([]);
  const toggle = (role: CompanyRole, on: boolean) =>
    setRoles((old) => (on ? [...old, role] : old.filter((r) => r !== role)));

  const handleApprove = () =>
    approve.mutate(
      { requestId: request.id, companyId: companyId ? Number(companyId) : undefined, roles },
      {
        onSuccess: () => {
          showSuccess(t('users.requests.approved', { email: request.email }));
          onClose();
        },
        onError: notifyRefusal,
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('users.requests.approveTitle', { name: request.name })}>
      <Stack>
        {request.company_name && (
          <Text size="sm">{t('users.requests.theyWrote', { company: request.company_name })}</Text>
        )}
        <Select
          label={t('users.requests.company')}
          data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={companyId}
          onChange={setCompanyId}
          searchable
          required
        />
        <Group>
          <Checkbox label={t('users.roleNames.employee')} checked disabled />
          <Checkbox label={t('users.roleNames.manager')} onChange={(e) => toggle('manager', e.currentTarget.checked)} />
          <Checkbox label={t('users.roleNames.editor')} onChange={(e) => toggle('editor', e.currentTarget.checked)} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleApprove} loading={approve.isPending} disabled={!companyId}>
            {t('users.requests.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
