import { Alert, Checkbox, Fieldset, Group, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanyUser, UserCategory } from '@portal/contracts';
import { IconUserExclamation } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { ToggleableRole } from '../../../entities/user';
import { useCreateCompanyUser, useUpdateCompanyUser, useUpdateUser } from '../../../entities/user';
import { useUserCategories } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useSignedInUser } from '../../../lib/stored-user';

/** Create in a company, edit within a company, or edit the account from the all-users list. */
export type UserFormTarget =
  | { kind: 'create'; companyId: number }
  | { kind: 'company'; companyId: number; user: CompanyUser }
  | { kind: 'account'; user: CompanyUser };

interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  target: UserFormTarget | null;
}

interface Values {
  email: string;
  name: string;
  phone: string;
  /** The chosen category's id as the select holds it. */
  user_category_id: string | null;
  enabled: boolean;
  manager: boolean;
  editor: boolean;
}

const EMPTY: Values = {
  email: '',
  name: '',
  phone: '',
  user_category_id: null,
  enabled: true,
  manager: false,
  editor: false,
};

/** The default category preselected (spec: it applies when none is chosen). */
export function defaultCategoryId(categories: readonly UserCategory[] | undefined): string | null {
  const found = categories?.find((c) => c.default);
  return found ? String(found.id) : null;
}

function initialValuesOf(target: UserFormTarget | null, fallbackCategory: string | null): Values {
  if (!target || target.kind === 'create') return { ...EMPTY, user_category_id: fallbackCategory };
  const { user } = target;
  return {
    ...EMPTY,
    email: user.email,
    name: user.name,
    phone: user.phone ?? '',
    user_category_id: user.user_category_id === null ? fallbackCategory : String(user.user_category_id),
    enabled: user.enabled,
  };
}

/**
 * A company user's form: e-mail, name, phone, user category (the default preselected) and enabled;
 * a new user may get the manager and editor roles at once (employee always comes with membership).
 * No client validation (spec part 3 §5: "other validation is not shown"); a refused save keeps the
 * modal open with everything typed and the server's reasons beside their fields.
 */
export function UserFormModal({ opened, onClose, target }: UserFormModalProps) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const categories = useUserCategories(opened);
  const create = useCreateCompanyUser();
  const updateInCompany = useUpdateCompanyUser();
  const updateAccount = useUpdateUser();
  const fallbackCategory = defaultCategoryId(categories.data);
  const initialValues = initialValuesOf(target, fallbackCategory);
  const form = useForm<Values>({ mode: 'controlled', initialValues });
  const values = form.getValues();

  // The default category is chosen as soon as the list is known, unless one is chosen already;
  // the form stays unchanged by it (nothing to discard).
  const { getInitialValues, setInitialValues, setFieldValue } = form;
  useEffect(() => {
    if (!opened || !fallbackCategory || getInitialValues().user_category_id) return;
    setInitialValues({ ...getInitialValues(), user_category_id: fallbackCategory });
    setFieldValue('user_category_id', (chosen) => chosen ?? fallbackCategory);
  }, [opened, fallbackCategory, getInitialValues, setInitialValues, setFieldValue]);

  const isSelf = target !== null && target.kind !== 'create' && target.user.id === me.id;

  const save = async (submitted: Values) => {
    if (!target) return;
    const common = {
      email: submitted.email,
      name: submitted.name,
      phone: submitted.phone.trim() === '' ? null : submitted.phone,
      user_category_id: submitted.user_category_id ? Number(submitted.user_category_id) : null,
      enabled: submitted.enabled,
    };
    if (target.kind === 'create') {
      const roles: ToggleableRole[] = [];
      if (submitted.manager) roles.push('manager');
      if (submitted.editor) roles.push('editor');
      await create.mutateAsync({ companyId: target.companyId, ...common, roles, locale: currentLanguage() });
      showSuccess(t(submitted.enabled ? 'users.createdInvited' : 'users.created', { email: submitted.email }));
    } else if (target.kind === 'company') {
      await updateInCompany.mutateAsync({ companyId: target.companyId, userId: target.user.id, ...common });
      showSuccess(t('users.saved', { name: submitted.name }));
    } else {
      await updateAccount.mutateAsync({ userId: target.user.id, ...common });
      showSuccess(t('users.saved', { name: submitted.name }));
    }
  };

  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.default ? t('userCategories.defaultNamed', { name: c.name }) : c.name,
  }));
  const categoryInput = form.getInputProps('user_category_id');

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={target?.kind === 'create' ? t('users.addTitle') : t('users.editTitle', { name: target?.user.name ?? '' })}
      form={form}
      initialValues={initialValues}
      resetKey={target?.kind === 'create' ? `create:${target.companyId}` : target?.user.id}
      onSubmit={save}
      submitLabel={target?.kind === 'create' ? t('users.add') : t('common.save')}
    >
      {isSelf && (
        <Alert color="yellow" variant="light" icon={<IconUserExclamation size={18} aria-hidden />}>
          {t('users.selfWarning')}
        </Alert>
      )}
      <TextInput
        label={t('users.email')}
        type="email"
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('email')}
      />
      <TextInput label={t('users.name')} autoComplete="off" {...form.getInputProps('name')} />
      <TextInput label={t('users.phone')} type="tel" autoComplete="off" {...form.getInputProps('phone')} />
      <Select
        label={t('users.category')}
        data={categoryOptions}
        placeholder={categories.isPending ? t('common.loading') : undefined}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...categoryInput}
        error={categoryInput.error ?? (categories.isError ? t('userCategories.loadFailed') : undefined)}
      />
      <Checkbox
        label={t('users.enabled')}
        description={target?.kind === 'create' ? t('users.enabledHint') : undefined}
        disabled={isSelf && values.enabled}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      {target?.kind === 'create' && (
        <Fieldset legend={t('users.roles')} variant="unstyled">
          <Text size="xs" c="dimmed" mb={6}>
            {t('users.rolesHint')}
          </Text>
          <Group gap="lg">
            <Checkbox label={t('users.roleNames.employee')} checked disabled />
            <Checkbox label={t('users.roleNames.manager')} {...form.getInputProps('manager', { type: 'checkbox' })} />
            <Checkbox label={t('users.roleNames.editor')} {...form.getInputProps('editor', { type: 'checkbox' })} />
          </Group>
        </Fieldset>
      )}
    </FormModal>
  );
}
