import { Button, Checkbox, FileInput, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Notification } from '@portal/contracts';
import { IconDownload, IconPaperclip, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAttachment, useSaveNotification } from '../../../entities/notification';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface NotificationModalProps {
  opened: boolean;
  /** The notification being edited; null to add one. */
  notification: Notification | null;
  onClose: () => void;
}

/**
 * Adds or edits a notification (spec part 2 "Notifications"): title and body required ("required"
 * under each, nothing sent), published unticked by default, an optional attachment that an edit can
 * download, replace or remove. Only one save runs at a time: the button waits for the answer.
 */
export function NotificationModal({ opened, notification, onClose }: NotificationModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveNotification();
  const saving = useRef(false);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [isPublished, setIsPublished] = useState(false);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const [required, setRequired] = useState({ title: false, body: false });
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the modal opens
  useEffect(() => {
    if (!opened) return;
    setTitle(notification?.title ?? '');
    setBody(notification?.body ?? '');
    setIsPublished(notification?.is_published === 1);
    setAttachment(null);
    setRemoveAttachment(false);
    setRequired({ title: false, body: false });
    setError(null);
  }, [opened, notification?.id]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.current) return;
    const missing = { title: !title.trim(), body: !body.trim() };
    setRequired(missing);
    if (missing.title || missing.body) return;
    setError(null);
    saving.current = true;
    save
      .mutateAsync({
        id: notification?.id ?? null,
        draft: { title, body, isPublished, attachment, removeAttachment },
      })
      .then(
        () => {
          showSuccess(notification ? t('notifications.saved') : t('notifications.created'));
          onClose();
        },
        (e: unknown) => setError(errorMessage(e)),
      )
      .finally(() => {
        saving.current = false;
      });
  };

  const current = notification?.attachment && !removeAttachment ? notification.attachment : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={notification ? t('notifications.editTitle') : t('notifications.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('notifications.titleLabel')}
            withAsterisk
            data-autofocus
            maxLength={255}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={required.title ? t('notifications.required') : null}
          />
          <Textarea
            label={t('notifications.body')}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={10_000}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={required.body ? t('notifications.required') : null}
          />
          <Checkbox
            label={t('notifications.published')}
            checked={isPublished}
            onChange={(e) => setIsPublished(e.currentTarget.checked)}
          />
          {current && !attachment && (
            <Group gap="xs" wrap="wrap">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {current.filename}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => notification && void saveAttachment(notification)}
              >
                {t('notifications.download')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => setRemoveAttachment(true)}
              >
                {t('notifications.removeAttachment')}
              </Button>
            </Group>
          )}
          <FileInput
            label={current ? t('notifications.replaceAttachment') : t('notifications.attachment')}
            placeholder={t('notifications.chooseFile')}
            clearable
            value={attachment}
            onChange={setAttachment}
            leftSection={<IconPaperclip size={16} aria-hidden />}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
