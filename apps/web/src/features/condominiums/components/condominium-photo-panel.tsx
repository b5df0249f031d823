import { Box, Button, Center, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Condominium } from '@portal/contracts';
import { IconPhoto, IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useCondominiumPhoto, useDeleteCondominiumPhoto, useSaveCondominiumPhoto } from '../../../entities/condominium';
import { showError, showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { useObjectUrl } from '../../../lib/use-object-url';
import { isPhotoFileName, PHOTO_ACCEPT } from '../image-name';

const PHOTO_HEIGHT = 220;

/** The condominium photo: shown, or a placeholder when there is none or it failed to load; managers upload, replace, remove. */
export function CondominiumPhotoPanel({ condominium }: { condominium: Condominium }) {
  const { t } = useTranslation();
  const photo = useCondominiumPhoto(condominium.id, condominium.has_photo);
  const url = useObjectUrl(photo.data ?? null);
  const save = useSaveCondominiumPhoto();
  const remove = useDeleteCondominiumPhoto();
  const canEdit = condominium.can.update;

  const handleFile = (file: File | null) => {
    if (!file) return;
    // The server decides by content too; the name check only spares a useless upload.
    if (!isPhotoFileName(file.name)) return showError(new Error(t('condominiums.photo.wrongType')));
    save.mutate(
      { id: condominium.id, file },
      { onSuccess: () => showSuccess(t('condominiums.photo.saved')), onError: notifyRefusal },
    );
  };

  const handleRemove = () =>
    confirmAction({
      title: t('condominiums.photo.removeTitle'),
      message: t('condominiums.photo.removeMessage', { name: condominium.name }),
      confirmLabel: t('condominiums.photo.remove'),
      onConfirm: () =>
        remove
          .mutateAsync({ id: condominium.id })
          .then(() => showSuccess(t('condominiums.photo.removed')), notifyRefusal),
    });

  const placeholder = (failed: boolean) => (
    <Center h={PHOTO_HEIGHT} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Stack align="center" gap={4}>
        {failed ? <IconPhotoOff size={32} aria-hidden /> : <IconPhoto size={32} aria-hidden />}
        <Text size="sm" c="dimmed">
          {failed ? t('condominiums.photo.failed') : t('condominiums.photo.none')}
        </Text>
      </Stack>
    </Center>
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('condominiums.photo.title')}
      </Title>
      <Box>
        {url ? (
          <Image
            src={url}
            alt={t('condominiums.photo.alt', { name: condominium.name })}
            h={PHOTO_HEIGHT}
            fit="cover"
            radius="sm"
            data-testid="condominium-photo"
          />
        ) : (
          placeholder(photo.isError)
        )}
      </Box>
      {canEdit && (
        <Stack gap={4} mt="sm">
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={handleFile} accept={PHOTO_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  loading={save.isPending}
                >
                  {condominium.has_photo ? t('condominiums.photo.replace') : t('condominiums.photo.upload')}
                </Button>
              )}
            </FileButton>
            {condominium.has_photo && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={handleRemove}
              >
                {t('condominiums.photo.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('condominiums.photo.hint')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
