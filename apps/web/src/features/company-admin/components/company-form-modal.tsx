import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { COMPANY_TYPES, type Company, type CompanyType } from '@portal/contracts';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { companyTypeLabel, useCreateCompany, useDeleteCompany, useUpdateCompany } from '../../../entities/company';
import { showSuccess } from '../../../lib/error-message';
import { fieldErrors, refusalText } from '../../../lib/server-reasons';

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

const EMPTY = { name: '', code: '', type: 'subcontractor' as CompanyType };

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
  const [values, setValues] = useState(EMPTY);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const save = company ? update : create;
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  const { reset: resetRemove } = remove;

  useEffect(() => {
    if (!opened) return;
    setValues(company ? { name: company.name, code: company.code ?? '', type: company.type } : EMPTY);
    resetCreate();
    resetUpdate();
    resetRemove();
  }, [opened, company, resetCreate, resetUpdate, resetRemove]);

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const errors = fieldErrors(t, save.error);
  // A reason shown beside its field is not repeated above the form.
  const isShownOnField = ['name', 'code', 'type'].some((field) => errors[field]);
  const saveProblem = save.isError && !isShownOnField ? refusalText(t, save.error) : null;
  const removeProblem = remove.isError ? refusalText(t, remove.error) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (company) {
      update.mutate(
        {
          companyId: company.id,
          name: values.name,
          code: values.code,
          ...(canChangeType ? { type: values.type } : {}),
        },
        {
          onSuccess: (saved) => {
            showSuccess(t('companies.saved', { name: saved.name }));
            onClose();
          },
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => {
          showSuccess(t('companies.created', { name: saved.name }));
          onClose();
        },
      });
    }
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={company ? t('companies.editTitle', { name: company.name }) : t('companies.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {(saveProblem || removeProblem) && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {removeProblem ?? saveProblem}
            </Alert>
          )}
          <TextInput
            label={t('companies.name')}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
            data-autofocus
            autoComplete="organization"
          />
          <TextInput
            label={t('companies.code')}
            description={t('companies.codeHint')}
            value={values.code}
            onChange={(e) => set('code', e.currentTarget.value)}
            error={errors.code}
            autoComplete="off"
          />
          <Select
            label={t('companies.type')}
            data={typeOptions}
            value={values.type}
            onChange={(value) => value && set('type', value as CompanyType)}
            allowDeselect={false}
            disabled={Boolean(company) && !canChangeType}
            description={company && !canChangeType ? t('companies.typeFixed') : undefined}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify={company && canRemove ? 'space-between' : 'flex-end'} mt="xs">
            {company && canRemove && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={handleRemove}
                loading={remove.isPending}
              >
                {t('companies.delete')}
              </Button>
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {company ? t('common.save') : t('companies.add')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
