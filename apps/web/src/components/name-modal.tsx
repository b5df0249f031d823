import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  /** The name the field starts with each time the modal opens (a rename); empty by default. */
  initialName?: string;
  /** Saves the trimmed name; a rejection's message is shown under the field and the modal stays open. */
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
  const errorMessage = useErrorMessage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the modal opens, not while typing
  useEffect(() => {
    if (!opened) return;
    setName(initialName);
    setError(null);
  }, [opened]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('common.required'));
    onSubmit(name.trim()).then(onClose, (e: unknown) => setError(errorMessage(e)));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={label}
            withAsterisk
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
          />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('projects.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
