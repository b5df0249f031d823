import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  addApartmentResidentRequest,
  addCondominiumPersonRequest,
  type Language,
  type ResidentApartment,
  type ResidentRole,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import {
  APARTMENT_ROLE_OPTIONS,
  apartmentLabel,
  CONDOMINIUM_ROLE_OPTIONS,
  residentRoleKey,
  useAddApartmentResident,
  useAddCondominiumPerson,
} from '../../../entities/resident';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, fieldMessage, zodResolver } from '../../../lib/zod-form';

type Target =
  /** The condominium's users tab: any role; owner and tenant pick one of `apartments`. */
  | { kind: 'condominium'; condominiumId: number; apartments: readonly ResidentApartment[] }
  /** One apartment's residents: owner or tenant. */
  | { kind: 'apartment'; condominiumId: number; apartmentId: number };

interface AddPersonModalProps {
  target: Target;
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  email: string;
  role: ResidentRole;
  /** The chosen apartment's id as the select holds it. */
  apartment_id: string | null;
  locale: Language;
}

const MESSAGES: FieldMessages = { required: 'residents.required' };

const isApartmentRole = (role: ResidentRole) => role === 'owner' || role === 'tenant';

/**
 * Adds a person by e-mail (DECISIONS.md "Apartment residents"): an address without an account gets
 * one and the activation e-mail in the chosen language; an existing account keeps its name.
 */
export function AddPersonModal({ target, opened, onClose }: AddPersonModalProps) {
  const { t, i18n } = useTranslation();
  const toCondominium = useAddCondominiumPerson(target.condominiumId);
  const toApartment = useAddApartmentResident(
    target.condominiumId,
    target.kind === 'apartment' ? target.apartmentId : 0,
  );
  const apartments = target.kind === 'condominium' ? target.apartments : [];
  const roles: readonly ResidentRole[] =
    target.kind === 'apartment'
      ? APARTMENT_ROLE_OPTIONS
      : apartments.length > 0
        ? [...CONDOMINIUM_ROLE_OPTIONS, ...APARTMENT_ROLE_OPTIONS]
        : CONDOMINIUM_ROLE_OPTIONS;
  const initialValues: Values = {
    name: '',
    email: '',
    role: roles[0],
    apartment_id: null,
    locale: i18n.language === 'fi' ? 'fi' : 'en',
  };
  const needsApartment = (role: ResidentRole) => target.kind === 'condominium' && isApartmentRole(role);
  const schemaCheck = zodResolver<Values>(
    target.kind === 'apartment' ? addApartmentResidentRequest : addCondominiumPersonRequest,
    t,
    {
      messages: MESSAGES,
      toInput: (values) => ({ ...values, apartment_id: values.apartment_id ? Number(values.apartment_id) : null }),
      required: ['name', 'email'],
    },
  );
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    // The schema lets the apartment be empty; owner and tenant need one (the server says 422 too).
    validate: (values) => ({
      ...schemaCheck(values),
      ...(needsApartment(values.role) && !values.apartment_id
        ? { apartment_id: fieldMessage(t, { code: 'required' }, 'apartment_id', MESSAGES) }
        : {}),
    }),
  });
  const values = form.getValues();

  const save = async (submitted: Values) => {
    const person = { name: submitted.name, email: submitted.email, locale: submitted.locale };
    if (target.kind === 'apartment') {
      await toApartment.mutateAsync({ ...person, role: submitted.role as 'owner' | 'tenant' });
    } else {
      await toCondominium.mutateAsync({
        ...person,
        role: submitted.role,
        apartment_id: needsApartment(submitted.role) ? Number(submitted.apartment_id) : null,
      });
    }
    showSuccess(t('residents.added', { name: submitted.name.trim() }));
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('residents.addTitle')}
      form={form}
      initialValues={initialValues}
      messages={MESSAGES}
      onSubmit={save}
      submitLabel={t('residents.add')}
    >
      <TextInput
        label={t('residents.name')}
        withAsterisk
        data-autofocus
        maxLength={255}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('residents.email')}
        withAsterisk
        type="email"
        maxLength={255}
        {...form.getInputProps('email')}
      />
      <Select
        label={t('residents.role')}
        data={roles.map((role) => ({ value: role, label: t(residentRoleKey(role)) }))}
        allowDeselect={false}
        {...form.getInputProps('role')}
      />
      {needsApartment(values.role) && (
        <Select
          label={t('residents.apartment')}
          withAsterisk
          searchable
          data={apartments.map((a) => ({ value: String(a.id), label: apartmentLabel(a) }))}
          {...form.getInputProps('apartment_id')}
        />
      )}
      <Select
        label={t('residents.mailLanguage')}
        description={t('residents.mailLanguageHint')}
        data={[
          { value: 'fi', label: 'Suomi' },
          { value: 'en', label: 'English' },
        ]}
        allowDeselect={false}
        {...form.getInputProps('locale')}
      />
    </FormModal>
  );
}
