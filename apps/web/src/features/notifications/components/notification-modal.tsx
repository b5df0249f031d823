import { Button, Checkbox, FileInput, Group, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createNotificationFields, type Notification } from '@portal/contracts';
import { IconDownload, IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { saveAttachment, useSaveNotification } from '../../../entities/notification';
import { showSuccess } from '../../../lib/error-message';
import { type FieldMessages, zodResolver } from '../../../lib/zod-form';

interface NotificationModalProps {
  opened: boolean;
  /** The notification being edited; null to add one. */
  notification: Notification | null;
  onClose: () => void;
}

interface Values {
  title: string;
  body: string;
  isPublished: boolean;
  attachment: File | null;
  removeAttachment: boolean;
}

const MESSAGES: FieldMessages = { required: 'notifications.required' };

const valuesOf = (notification: Notification | null): Values => ({
  title: notification?.title ?? '',
  body: notification?.body ?? '',
  isPublished: notification?.is_published === 1,
  attachment: null,
  removeAttachment: false,
});

/**
 * Adds or edits a notification (spec part 2 "Notifications"): title and body required ("required"
 * under each, nothing sent), published unticked by default, an optional attachment that an edit can
 * download, replace or remove. Only one save runs at a time: the button waits for the answer.
 */
export function NotificationModal({ opened, notification, onClose }: NotificationModalProps) {
  const { t } = useTranslation();
  const save = useSaveNotification();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(notification),
    validate: zodResolver(createNotificationFields, t, {
      messages: MESSAGES,
      toInput: ({ title, body }) => ({ title, body }),
      required: ['title', 'body'],
    }),
  });
  const { attachment, removeAttachment } = form.getValues();
  const current = notification?.attachment && !removeAttachment ? notification.attachment : null;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={notification ? t('notifications.editTitle') : t('notifications.createTitle')}
      size="lg"
      form={form}
      initialValues={valuesOf(notification)}
      resetKey={notification?.id}
      messages={MESSAGES}
      onSubmit={async (draft) => {
        await save.mutateAsync({ id: notification?.id ?? null, draft });
        showSuccess(notification ? t('notifications.saved') : t('notifications.created'));
      }}
    >
      <TextInput
        label={t('notifications.titleLabel')}
        withAsterisk
        data-autofocus
        maxLength={255}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('notifications.body')}
        withAsterisk
        autosize
        minRows={5}
        maxRows={14}
        maxLength={10_000}
        {...form.getInputProps('body')}
      />
      <Checkbox label={t('notifications.published')} {...form.getInputProps('isPublished', { type: 'checkbox' })} />
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
            onClick={() => form.setFieldValue('removeAttachment', true)}
          >
            {t('notifications.removeAttachment')}
          </Button>
        </Group>
      )}
      <FileInput
        label={current ? t('notifications.replaceAttachment') : t('notifications.attachment')}
        placeholder={t('notifications.chooseFile')}
        clearable
        leftSection={<IconPaperclip size={16} aria-hidden />}
        {...form.getInputProps('attachment')}
      />
    </FormModal>
  );
}
