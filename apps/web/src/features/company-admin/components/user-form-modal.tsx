import { Alert, Button, Checkbox, Fieldset, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CompanyUser, UserCategory } from '@portal/contracts';
import { IconAlertTriangle, IconUserExclamation } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToggleableRole } from '../../../entities/user';
import { useCreateCompanyUser, useUpdateCompanyUser, useUpdateUser } from '../../../entities/user';
import { useUserCategories } from '../../../entities/user-category';
import { showSuccess } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { fieldErrors, refusalText } from '../../../lib/server-reasons';
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
  categoryId: string | null;
  enabled: boolean;
  manager: boolean;
  editor: boolean;
}

const EMPTY: Values = {
  email: '',
  name: '',
  phone: '',
  categoryId: null,
  enabled: true,
  manager: false,
  editor: false,
};

/** The default category preselected (spec: it applies when none is chosen). */
export function defaultCategoryId(categories: readonly UserCategory[] | undefined): string | null {
  const found = categories?.find((c) => c.default);
  return found ? String(found.id) : null;
}

function initialValues(target: UserFormTarget | null): Values {
  if (!target || target.kind === 'create') return EMPTY;
  const { user } = target;
  return {
    ...EMPTY,
    email: user.email,
    name: user.name,
    phone: user.phone ?? '',
    categoryId: user.user_category_id === null ? null : String(user.user_category_id),
    enabled: user.enabled,
  };
}

/**
 * A company user's form: e-mail, name, phone, user category (the default preselected) and enabled;
 * a new user may get the manager and editor roles at once (employee always comes with membership).
 * A refused save keeps the modal open with everything typed.
 */
export function UserFormModal({ opened, onClose, target }: UserFormModalProps) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const categories = useUserCategories(opened);
  const [values, setValues] = useState<Values>(EMPTY);
  const create = useCreateCompanyUser();
  const updateInCompany = useUpdateCompanyUser();
  const updateAccount = useUpdateUser();
  const save = target?.kind === 'create' ? create : target?.kind === 'company' ? updateInCompany : updateAccount;
  const { reset: resetCreate } = create;
  const { reset: resetCompany } = updateInCompany;
  const { reset: resetAccount } = updateAccount;

  useEffect(() => {
    if (!opened) return;
    setValues(initialValues(target));
    resetCreate();
    resetCompany();
    resetAccount();
  }, [opened, target, resetCreate, resetCompany, resetAccount]);

  // The default category is chosen as soon as the list is known, unless one is chosen already.
  const fallbackCategory = defaultCategoryId(categories.data);
  useEffect(() => {
    if (opened && fallbackCategory) setValues((v) => (v.categoryId ? v : { ...v, categoryId: fallbackCategory }));
  }, [opened, fallbackCategory]);

  const isSelf = target !== null && target.kind !== 'create' && target.user.id === me.id;
  const errors = fieldErrors(t, save.error);
  // A reason shown beside its field is not repeated above the form.
  const isShownOnField = ['email', 'name', 'phone', 'user_category_id'].some((field) => errors[field]);
  const problem = save.isError && !isShownOnField ? refusalText(t, save.error) : null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const common = {
      email: values.email,
      name: values.name,
      phone: values.phone.trim() === '' ? null : values.phone,
      user_category_id: values.categoryId ? Number(values.categoryId) : null,
      enabled: values.enabled,
    };
    const done = (message: string) => () => {
      showSuccess(message);
      onClose();
    };
    if (target.kind === 'create') {
      const roles: ToggleableRole[] = [];
      if (values.manager) roles.push('manager');
      if (values.editor) roles.push('editor');
      create.mutate(
        { companyId: target.companyId, ...common, roles, locale: currentLanguage() },
        { onSuccess: done(t(values.enabled ? 'users.createdInvited' : 'users.created', { email: values.email })) },
      );
    } else if (target.kind === 'company') {
      updateInCompany.mutate(
        { companyId: target.companyId, userId: target.user.id, ...common },
        { onSuccess: done(t('users.saved', { name: values.name })) },
      );
    } else {
      updateAccount.mutate(
        { userId: target.user.id, ...common },
        { onSuccess: done(t('users.saved', { name: values.name })) },
      );
    }
  };

  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.default ? t('userCategories.defaultNamed', { name: c.name }) : c.name,
  }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target?.kind === 'create' ? t('users.addTitle') : t('users.editTitle', { name: target?.user.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {isSelf && (
            <Alert color="yellow" variant="light" icon={<IconUserExclamation size={18} aria-hidden />}>
              {t('users.selfWarning')}
            </Alert>
          )}
          {problem && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {problem}
            </Alert>
          )}
          <TextInput
            label={t('users.email')}
            type="email"
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label={t('users.name')}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
            autoComplete="off"
          />
          <TextInput
            label={t('users.phone')}
            type="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
            error={errors.phone}
            autoComplete="off"
          />
          <Select
            label={t('users.category')}
            data={categoryOptions}
            value={values.categoryId}
            onChange={(value) => set('categoryId', value)}
            placeholder={categories.isPending ? t('common.loading') : undefined}
            error={errors.user_category_id ?? (categories.isError ? t('userCategories.loadFailed') : undefined)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox
            label={t('users.enabled')}
            description={target?.kind === 'create' ? t('users.enabledHint') : undefined}
            checked={values.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
            disabled={isSelf && values.enabled}
          />
          {target?.kind === 'create' && (
            <Fieldset legend={t('users.roles')} variant="unstyled">
              <Text size="xs" c="dimmed" mb={6}>
                {t('users.rolesHint')}
              </Text>
              <Group gap="lg">
                <Checkbox label={t('users.roleNames.employee')} checked disabled />
                <Checkbox
                  label={t('users.roleNames.manager')}
                  checked={values.manager}
                  onChange={(e) => set('manager', e.currentTarget.checked)}
                />
                <Checkbox
                  label={t('users.roleNames.editor')}
                  checked={values.editor}
                  onChange={(e) => set('editor', e.currentTarget.checked)}
                />
              </Group>
            </Fieldset>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {target?.kind === 'create' ? t('users.add') : t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
