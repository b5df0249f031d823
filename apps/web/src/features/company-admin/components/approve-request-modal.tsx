import { Checkbox, Group, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanyRole, UserRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useCompanies } from '../../../entities/company';
import { useApproveUserRequest } from '../../../entities/user';
import { showSuccess } from '../../../lib/error-message';

interface Values {
  companyId: string | null;
  manager: boolean;
  editor: boolean;
}

/** Approving a request: which company the new user joins and with which roles besides employee. */
export function ApproveRequestModal({ request, onClose }: { request: UserRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const approve = useApproveUserRequest();
  const initialValues: Values = {
    companyId: request.company_id ? String(request.company_id) : null,
    manager: false,
    editor: false,
  };
  const form = useForm<Values>({ mode: 'controlled', initialValues });

  const save = async ({ companyId, manager, editor }: Values) => {
    const roles: CompanyRole[] = [...(manager ? ['manager' as const] : []), ...(editor ? ['editor' as const] : [])];
    await approve.mutateAsync({ requestId: request.id, companyId: companyId ? Number(companyId) : undefined, roles });
    showSuccess(t('users.requests.approved', { email: request.email }));
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('users.requests.approveTitle', { name: request.name })}
      form={form}
      initialValues={initialValues}
      resetKey={request.id}
      onSubmit={save}
      submitLabel={t('users.requests.approve')}
      submitDisabled={!form.getValues().companyId}
    >
      {request.company_name && (
        <Text size="sm">{t('users.requests.theyWrote', { company: request.company_name })}</Text>
      )}
      <Select
        label={t('users.requests.company')}
        data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        searchable
        required
        {...form.getInputProps('companyId')}
      />
      <Group>
        <Checkbox label={t('users.roleNames.employee')} checked disabled />
        <Checkbox label={t('users.roleNames.manager')} {...form.getInputProps('manager', { type: 'checkbox' })} />
        <Checkbox label={t('users.roleNames.editor')} {...form.getInputProps('editor', { type: 'checkbox' })} />
      </Group>
    </FormModal>
  );
}
