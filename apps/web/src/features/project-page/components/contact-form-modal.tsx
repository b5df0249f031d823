import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Contact } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ContactValues,
  EMPTY_CONTACT,
  missingContactFields,
  useCreateContact,
  useUpdateContact,
} from '../../../entities/contact';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface ContactFormModalProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
  /** Edit this one; create when null. */
  contact: Contact | null;
}

const FIELDS = [
  ['first_name', 'contacts.firstName', true],
  ['last_name', 'contacts.lastName', true],
  ['title', 'contacts.contactTitle', true],
  ['phone', 'contacts.phone', false],
  ['email', 'contacts.email', false],
] as const;

/** Create (first name, last name and title required: "required" under each) or edit (no checks, spec part 2 §5). */
export function ContactFormModal({ projectId, opened, onClose, contact }: ContactFormModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateContact(projectId);
  const update = useUpdateContact(projectId);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setValues(contact ? { ...contact } : EMPTY_CONTACT);
    setMissing([]);
    setError(null);
  }, [opened, contact]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const onSuccess = () => {
      showSuccess(contact ? t('contacts.saved') : t('contacts.created'));
      onClose();
    };
    const onError = (e: unknown) => setError(errorMessage(e));
    if (contact) {
      update.mutate({ id: contact.id, ...values }, { onSuccess, onError });
      return;
    }
    const empty = missingContactFields(values);
    setMissing(empty);
    if (empty.length) return;
    create.mutate(values, { onSuccess, onError });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contact ? t('contacts.editTitle') : t('contacts.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {FIELDS.map(([field, label, required], index) => (
            <TextInput
              key={field}
              label={t(label)}
              withAsterisk={required && !contact}
              data-autofocus={index === 0 || undefined}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              maxLength={255}
              value={values[field]}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValues((v) => ({ ...v, [field]: next }));
              }}
              error={missing.includes(field) ? t('contacts.required') : null}
            />
          ))}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
