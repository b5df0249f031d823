import { Alert, Avatar, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorCode, MODAL_PHOTO } from '@portal/contracts';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUserPhoto, useSaveUserPhoto, useUserPhoto } from '../../../entities/user';
import { ApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { initialsOf } from '../../../lib/format';
import { getStoredUser, setStoredUser, useSignedInUser } from '../../../lib/stored-user';
import { useObjectUrl } from '../../../lib/use-object-url';
import { IMAGE_ACCEPT, isImageFileName } from '../image-file';

/** Keeps the stored user's has_photo in step so every avatar follows. */
function rememberHasPhoto(hasPhoto: boolean) {
  const user = getStoredUser();
  if (user && user.has_photo !== hasPhoto) setStoredUser({ ...user, has_photo: hasPhoto });
}

/** Modal 2 of the shell: choose an image, preview it, save it; or remove the current photo. */
export function UserPhotoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const user = useSignedInUser();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const current = useUserPhoto(user.id, opened && user.has_photo);
  const currentUrl = useObjectUrl(user.has_photo ? current.data : null);
  const previewUrl = useObjectUrl(file);
  const save = useSaveUserPhoto();
  const remove = useDeleteUserPhoto();

  const close = () => {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
    onClose();
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    if (!chosen) return;
    if (!isImageFileName(chosen.name)) {
      setFile(null);
      setProblem(new ApiError({ status: 0, code: ErrorCode.unsupportedFileType }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const handleSave = () => {
    if (!file) return;
    save.mutate(
      { userId: user.id, file },
      {
        onSuccess: () => {
          rememberHasPhoto(true);
          showSuccess(t('photo.saved'));
          close();
        },
        onError: setProblem,
      },
    );
  };

  const handleRemove = () => {
    remove.mutate(user.id, {
      onSuccess: () => {
        rememberHasPhoto(false);
        showSuccess(t('photo.removed'));
        close();
      },
      onError: setProblem,
    });
  };

  const shownUrl = previewUrl ?? currentUrl;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('photo.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-modal-id={MODAL_PHOTO}
    >
      <Stack gap="md">
        <Center>
          <Avatar
            src={shownUrl}
            alt={previewUrl ? t('photo.preview') : user.name}
            size={140}
            radius={140}
            color="brand"
            variant="light"
          >
            <Text fz={44} fw={600}>
              {initialsOf(user.name)}
            </Text>
          </Avatar>
        </Center>
        <Text size="sm" c="dimmed" ta="center">
          {file ? file.name : t('photo.noneChosen')} · {t('photo.hint')}
        </Text>
        {problem !== null && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(problem)}
          </Alert>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={`${IMAGE_ACCEPT},image/jpeg,image/png,image/gif`}
          aria-label={t('photo.fileLabel')}
          onChange={handleFile}
          style={{ display: 'none' }}
        />
        <Center>
          <Button
            variant="default"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            onClick={() => inputRef.current?.click()}
          >
            {t('photo.choose')}
          </Button>
        </Center>
        <Group justify={user.has_photo ? 'space-between' : 'flex-end'} gap="sm" mt="xs">
          {user.has_photo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={handleRemove}
              loading={remove.isPending}
            >
              {t('photo.remove')}
            </Button>
          )}
          <Button onClick={handleSave} disabled={!file} loading={save.isPending}>
            {t('photo.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
