import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { Language, ResidentApartment, ResidentRole } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APARTMENT_ROLE_OPTIONS,
  apartmentLabel,
  CONDOMINIUM_ROLE_OPTIONS,
  residentRoleKey,
  useAddApartmentResident,
  useAddCondominiumPerson,
} from '../../../entities/resident';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

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
  apartmentId: string | null;
  locale: Language;
}

const isApartmentRole = (role: ResidentRole) => role === 'owner' || role === 'tenant';

/**
 * Adds a person by e-mail (DECISIONS.md "Apartment residents"): an address without an account gets
 * one and the activation e-mail in the chosen language; an existing account keeps its name.
 */
export function AddPersonModal({ target, opened, onClose }: AddPersonModalProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
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
  const initial = (): Values => ({
    name: '',
    email: '',
    role: roles[0],
    apartmentId: null,
    locale: i18n.language === 'fi' ? 'fi' : 'en',
  });
  const [values, setValues] = useState<Values>(initial);
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time it opens
  useEffect(() => {
    if (!opened) return;
    setValues(initial());
    setMissing([]);
    setError(null);
  }, [opened]);

  const needsApartment = target.kind === 'condominium' && isApartmentRole(values.role);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const empty = [
      !values.name.trim() && 'name',
      !values.email.trim() && 'email',
      needsApartment && !values.apartmentId && 'apartment',
    ].filter((f): f is string => Boolean(f));
    setMissing(empty);
    if (empty.length) return;
    const options = {
      onSuccess: () => {
        showSuccess(t('residents.added', { name: values.name.trim() }));
        onClose();
      },
      onError: (e: unknown) => setError(errorMessage(e)),
    };
    const person = { name: values.name, email: values.email, locale: values.locale };
    if (target.kind === 'apartment') {
      toApartment.mutate({ ...person, role: values.role as 'owner' | 'tenant' }, options);
      return;
    }
    toCondominium.mutate(
      { ...person, role: values.role, apartment_id: needsApartment ? Number(values.apartmentId) : null },
      options,
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('residents.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('residents.name')}
            withAsterisk
            data-autofocus
            maxLength={255}
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={missing.includes('name') ? t('residents.required') : null}
          />
          <TextInput
            label={t('residents.email')}
            withAsterisk
            type="email"
            maxLength={255}
            value={values.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            error={missing.includes('email') ? t('residents.required') : null}
          />
          <Select
            label={t('residents.role')}
            data={roles.map((role) => ({ value: role, label: t(residentRoleKey(role)) }))}
            value={values.role}
            onChange={(role) => role && set({ role: role as ResidentRole })}
            allowDeselect={false}
          />
          {needsApartment && (
            <Select
              label={t('residents.apartment')}
              withAsterisk
              searchable
              data={apartments.map((a) => ({ value: String(a.id), label: apartmentLabel(a) }))}
              value={values.apartmentId}
              onChange={(apartmentId) => set({ apartmentId })}
              error={missing.includes('apartment') ? t('residents.required') : null}
            />
          )}
          <Select
            label={t('residents.mailLanguage')}
            description={t('residents.mailLanguageHint')}
            data={[
              { value: 'fi', label: 'Suomi' },
              { value: 'en', label: 'English' },
            ]}
            value={values.locale}
            onChange={(locale) => locale && set({ locale: locale as Language })}
            allowDeselect={false}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={toCondominium.isPending || toApartment.isPending}>
              {t('residents.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
