import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Contact, createContactRequest, updateContactRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { type ContactValues, EMPTY_CONTACT, useCreateContact, useUpdateContact } from '../../../entities/contact';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

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

/** The spec's word under a missing field is "required" (spec part 2 §5). */
const MESSAGES: FieldMessages = { required: 'contacts.required' };

const valuesOf = (contact: Contact | null): ContactValues =>
  contact
    ? {
        first_name: contact.first_name,
        last_name: contact.last_name,
        title: contact.title,
        phone: contact.phone,
        email: contact.email,
      }
    : EMPTY_CONTACT;

/** Create (first name, last name and title required: "required" under each) or edit (no checks, spec part 2 §5). */
export function ContactFormModal({ projectId, opened, onClose, contact }: ContactFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateContact(projectId);
  const update = useUpdateContact(projectId);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: valuesOf(contact),
    // The edit's schema checks lengths only: the spec's edit asks for nothing.
    validate: zodResolver(contact ? updateContactRequest : createContactRequest, t, { messages: MESSAGES }),
  });

  const save = async (values: ContactValues) => {
    if (contact) await update.mutateAsync({ id: contact.id, ...values });
    else await create.mutateAsync(values);
    showSuccess(contact ? t('contacts.saved') : t('contacts.created'));
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={contact ? t('contacts.editTitle') : t('contacts.createTitle')}
      form={form}
      initialValues={valuesOf(contact)}
      resetKey={contact?.id}
      onSubmit={save}
      messages={MESSAGES}
    >
      {FIELDS.map(([field, label, required], index) => (
        <TextInput
          key={field}
          label={t(label)}
          withAsterisk={required && !contact}
          data-autofocus={index === 0 || undefined}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          maxLength={255}
          {...form.getInputProps(field)}
        />
      ))}
    </FormModal>
  );
}
