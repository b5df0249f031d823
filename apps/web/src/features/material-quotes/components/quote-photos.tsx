import { ActionIcon, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import {
  useDeleteQuotePhoto,
  useQuotePhoto,
  useQuotePhotos,
  useUploadQuotePhotos,
} from '../../../entities/material-quote';
import { showError } from '../../../lib/error-message';
import { useObjectUrl } from '../../../lib/use-object-url';

function Photo({
  quote,
  photoId,
  name,
  onDelete,
}: {
  quote: MaterialQuote;
  photoId: number;
  name: string;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const blob = useQuotePhoto(quote.project_id, quote.id, photoId);
  const url = useObjectUrl(blob.data);
  return (
    <Paper withBorder p={4} radius="sm" w={120}>
      <Stack gap={4}>
        {url ? <Image src={url} alt={name} h={90} fit="cover" radius="xs" /> : <div style={{ height: 90 }} />}
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="xs" truncate="end" title={name}>
            {name}
          </Text>
          {onDelete && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('materialQuotes.deletePhoto', { name })}
              onClick={onDelete}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The quote's photos; staff managing it add (jpg, png, gif) and remove them. */
export function QuotePhotos({ quote }: { quote: MaterialQuote }) {
  const { t } = useTranslation();
  const photos = useQuotePhotos(quote.project_id, quote.id);
  const upload = useUploadQuotePhotos(quote.project_id, quote.id);
  const remove = useDeleteQuotePhoto(quote.project_id, quote.id);
  const handleDelete = (photoId: number, name: string) =>
    confirmAction({
      title: t('materialQuotes.deletePhotoTitle'),
      message: t('materialQuotes.deletePhotoMessage', { name }),
      confirmLabel: t('materialQuotes.delete'),
      onConfirm: () => remove.mutate(photoId, { onError: (error) => showError(error) }),
    });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('materialQuotes.photos')}
        </Title>
        {quote.can.manage && (
          <FileButton
            multiple
            accept="image/jpeg,image/png,image/gif"
            onChange={(files) => files.length && upload.mutate(files, { onError: (error) => showError(error) })}
          >
            {(props) => (
              <ActionIcon
                {...props}
                variant="light"
                size="lg"
                loading={upload.isPending}
                aria-label={t('materialQuotes.addPhotos')}
              >
                <IconPhotoPlus size={18} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
        )}
      </Group>
      {photos.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('materialQuotes.noPhotos')}
        </Text>
      )}
      <Group gap="xs">
        {photos.data?.map((p) => (
          <Photo
            key={p.id}
            quote={quote}
            photoId={p.id}
            name={p.file_name}
            onDelete={quote.can.manage ? () => handleDelete(p.id, p.file_name) : undefined}
          />
        ))}
      </Group>
    </Stack>
  );
}
