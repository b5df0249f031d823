import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPANY_TYPES, type Company, type CompanyType } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { FormModal } from '../../../components/form-modal';
import { companyTypeLabel, useCreateCompany, useDeleteCompany, useUpdateCompany } from '../../../entities/company';
import { showSuccess } from '../../../lib/error-message';

interface CompanyFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The company to edit; none creates a new one. */
  company?: Company | null;
  /** The remove option (the administration has it; /company-management does not). */
  canRemove?: boolean;
  /** The type decides a company's typed permissions: only the administration changes it. */
  canChangeType?: boolean;
  onDeleted?: () => void;
}

interface Values {
  name: string;
  code: string;
  type: CompanyType;
}

const valuesOf = (company?: Company | null): Values =>
  company
    ? { name: company.name, code: company.code ?? '', type: company.type }
    : { name: '', code: '', type: 'subcontractor' };

/**
 * Create or edit a company: name, code and type. No client validation (spec part 3 section 5); the
 * server's refusals show beside the fields and the modal keeps what was typed.
 */
export function CompanyFormModal({
  opened,
  onClose,
  company,
  canRemove = false,
  canChangeType = true,
  onDeleted,
}: CompanyFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const { reset: resetRemove } = remove;
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(company) });

  // A refused remove of an earlier opening is not this opening's problem.
  useEffect(() => {
    if (opened) resetRemove();
  }, [opened, resetRemove]);

  const save = async (values: Values) => {
    if (company) {
      const saved = await update.mutateAsync({
        companyId: company.id,
        name: values.name,
        code: values.code,
        ...(canChangeType ? { type: values.type } : {}),
      });
      showSuccess(t('companies.saved', { name: saved.name }));
      return;
    }
    const saved = await create.mutateAsync(values);
    showSuccess(t('companies.created', { name: saved.name }));
  };

  const handleRemove = () => {
    if (!company) return;
    confirmAction({
      title: t('companies.deleteTitle', { name: company.name }),
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('companies.deleteLoses')}</Text>
          <Text size="sm" c="dimmed">
            {t('companies.deleteInUse')}
          </Text>
        </Stack>
      ),
      confirmLabel: t('companies.delete'),
      onConfirm: () =>
        remove.mutate(company.id, {
          onSuccess: () => {
            showSuccess(t('companies.deleted', { name: company.name }));
            onClose();
            onDeleted?.();
          },
        }),
    });
  };

  const typeOptions = COMPANY_TYPES.map((type) => ({ value: type, label: companyTypeLabel(t, type) }));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={company ? t('companies.editTitle', { name: company.name }) : t('companies.addTitle')}
      form={form}
      initialValues={valuesOf(company)}
      resetKey={company?.id}
      onSubmit={save}
      submitLabel={company ? t('common.save') : t('companies.add')}
      actionError={remove.error}
      footerStart={
        company &&
        canRemove && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={handleRemove}
            loading={remove.isPending}
          >
            {t('companies.delete')}
          </Button>
        )
      }
    >
      <TextInput
        label={t('companies.name')}
        data-autofocus
        autoComplete="organization"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('companies.code')}
        description={t('companies.codeHint')}
        autoComplete="off"
        {...form.getInputProps('code')}
      />
      <Select
        label={t('companies.type')}
        data={typeOptions}
        allowDeselect={false}
        disabled={Boolean(company) && !canChangeType}
        description={company && !canChangeType ? t('companies.typeFixed') : undefined}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('type')}
      />
    </FormModal>
  );
}
