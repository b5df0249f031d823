import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../lib/error-message';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  /** Saves the trimmed name; a rejection's message is shown under the field and the modal stays open. */
  onSubmit: (name: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}

/** A modal asking for one required name (create a subtype, create a top-level default folder…). */
export function NameModal({ opened, title, label, onSubmit, pending, onClose }: NameModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setName('');
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
