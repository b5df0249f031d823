import { ActionIcon, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { DOCUMENT_FILE_TYPE_NAMES } from '@portal/contracts';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import type { UploadItem } from '../upload-queue';

/** The catalogue code of a file the server does not take (its type, or an image too large in pixels). */
const UNSUPPORTED_FILE = 24;

interface UploadFileListProps {
  items: readonly UploadItem[];
  /** Sending has begun: a waiting file can no longer be removed. */
  started: boolean;
  onRetry: (key: number) => void;
  onRemove: (key: number) => void;
}

/**
 * The dialog's files with their progress. A failed file shows why; one the server refused (its
 * type, say) is not offered again, since the same bytes would be refused again, and the message of
 * a refused type names the types that are taken.
 */
export function UploadFileList({ items, started, onRetry, onRemove }: UploadFileListProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const reason = (error: unknown) =>
    isApiError(error) && error.code === UNSUPPORTED_FILE
      ? t('documents.add.unsupported', { types: DOCUMENT_FILE_TYPE_NAMES })
      : errorMessage(error);
  const done = items.filter((item) => item.status === 'done').length;
  return (
    <Stack gap={6} aria-live="polite">
      <Text size="sm" fw={500}>
        {t('documents.add.progress', { done, total: items.length })}
      </Text>
      <Box style={{ maxHeight: 260, overflow: 'auto' }}>
        {items.map((item) => (
          <Box key={item.key} py={4} aria-label={item.file.name} role="group">
            <Group wrap="nowrap" gap="xs">
              <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} title={item.file.name}>
                {item.file.name}
              </Text>
              <Box w={{ base: 80, xs: 140 }} style={{ flexShrink: 0 }}>
                <Progress
                  value={item.progress * 100}
                  color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'brand'}
                  aria-label={t('documents.add.fileProgress', { name: item.file.name })}
                />
              </Box>
              {item.status === 'done' && (
                <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label={t('documents.add.sent')} />
              )}
              {item.status === 'failed' && item.retryable && (
                <ActionIcon
                  variant="light"
                  color="orange"
                  onClick={() => onRetry(item.key)}
                  aria-label={t('documents.add.retry', { name: item.file.name })}
                >
                  <IconRefresh size={16} aria-hidden />
                </ActionIcon>
              )}
              {(item.status === 'waiting' || item.status === 'failed') && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onRemove(item.key)}
                  aria-label={t('documents.add.remove', { name: item.file.name })}
                  disabled={item.status === 'waiting' && started}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            {item.status === 'failed' && (
              <Text size="xs" c="red" role="alert">
                {reason(item.error)}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
