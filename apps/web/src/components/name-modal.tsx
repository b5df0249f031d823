import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { name as nameSchema } from '@portal/contracts/primitives';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zodField } from '../lib/zod-form';
import { FormModal } from './form-modal';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  /** The name the field starts with each time the modal opens (a rename); empty by default. */
  initialName?: string;
  /** Saves the trimmed name; a rejection's message is shown and the modal stays open. */
  onSubmit: (name: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
  /** More fields, under the name (the parent folder of a new folder). */
  children?: ReactNode;
}

/** A modal asking for one required name (create a subtype, create or rename a folder…). */
export function NameModal({
  opened,
  title,
  label,
  initialName = '',
  onSubmit,
  pending,
  onClose,
  children,
}: NameModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: { name: zodField(nameSchema(), t) },
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      form={form}
      initialValues={{ name: initialName }}
      onSubmit={({ name }) => onSubmit(name.trim())}
      busy={pending}
    >
      <TextInput label={label} withAsterisk data-autofocus {...form.getInputProps('name')} />
      {children}
    </FormModal>
  );
}
