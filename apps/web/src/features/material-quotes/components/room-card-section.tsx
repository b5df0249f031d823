import { Badge, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import {
  DEFAULT_DEADLINE_TEXT,
  DeadlinePicker,
  deadlineWallTime,
  formatDeadline,
} from '../../../entities/material-deadline';
import {
  downloadRoomCard,
  isPastDeadline,
  useApproveRoomCard,
  useDeleteRoomCard,
  useRoomCardDeadline,
  useUploadRoomCard,
} from '../../../entities/material-quote';
import { useConfiguration } from '../../../lib/configuration-context';
import { showError } from '../../../lib/error-message';

/** The quote's room card: staff upload, replace and delete it and set its deadline; the owner approves it in time. */
export function RoomCardSection({ quote }: { quote: MaterialQuote }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useConfiguration();
  const upload = useUploadRoomCard(quote.id);
  const remove = useDeleteRoomCard(quote.id);
  const approve = useApproveRoomCard(quote.id);
  const deadline = useRoomCardDeadline(quote.project_id, quote.id);
  // The picker starts at the card's deadline on the installation's wall clock, else the spec's default.
  const [deadlineText, setDeadlineText] = useState<string | null>(() =>
    quote.room_card_deadline_at ? deadlineWallTime(quote.room_card_deadline_at, timeZone) : DEFAULT_DEADLINE_TEXT,
  );
  const card = quote.room_card;
  const past = isPastDeadline(quote.room_card_deadline_at);
  const onError = (error: unknown) => showError(error);

  const handleDelete = () =>
    confirmAction({
      title: t('materialQuotes.deleteCardTitle'),
      message: t('materialQuotes.deleteCardMessage', { name: card?.file_name ?? '' }),
      confirmLabel: t('materialQuotes.delete'),
      onConfirm: () => remove.mutate(undefined, { onError }),
    });
  const handleApprove = () =>
    confirmAction({
      title: t('materialQuotes.approveCardTitle'),
      message: t('materialQuotes.approveCardMessage'),
      confirmLabel: t('materialQuotes.approveCard'),
      isDestructive: false,
      onConfirm: () => approve.mutate(undefined, { onError }),
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('materialQuotes.roomCard')}
      </Title>
      <Text size="sm">
        {t('materialQuotes.roomCardDeadline')}:{' '}
        {quote.room_card_deadline_at
          ? formatDeadline(quote.room_card_deadline_at, timeZone, i18n.language)
          : t('materialQuotes.noDeadline')}
      </Text>
      {card ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {card.file_name}
          </Text>
          {card.approved_at ? (
            <Badge color="green" variant="light">
              {t('materialQuotes.cardApproved')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('materialQuotes.cardNotApproved')}
            </Badge>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => downloadRoomCard(quote.id, card.file_name).catch(onError)}
          >
            {t('materialQuotes.downloadCard')}
          </Button>
          {quote.can.change_room_card && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={handleDelete}
            >
              {t('materialQuotes.deleteCard')}
            </Button>
          )}
          {quote.can.approve_room_card && (
            <Button size="xs" disabled={past} loading={approve.isPending} onClick={handleApprove}>
              {t('materialQuotes.approveCard')}
            </Button>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('materialQuotes.noCard')}
        </Text>
      )}
      {quote.can.approve_room_card && past && (
        <Text size="sm" c="red">
          {t('materialQuotes.cardDeadlinePassed')}
        </Text>
      )}
      {quote.can.manage && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          {quote.can.change_room_card && (
            <FileButton
              accept="application/pdf,image/jpeg,image/png,image/gif"
              onChange={(file) => file && upload.mutate(file, { onError })}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={upload.isPending}
                  leftSection={<IconUpload size={14} aria-hidden />}
                >
                  {card ? t('materialQuotes.replaceCard') : t('materialQuotes.uploadCard')}
                </Button>
              )}
            </FileButton>
          )}
          <DeadlinePicker
            size="xs"
            w={{ base: '100%', xs: 220 }}
            label={t('materialQuotes.setCardDeadline')}
            description={t('materialQuotes.deadlineClearHint')}
            clearLabel={t('materialQuotes.clearCardDeadline')}
            value={deadlineText}
            onChange={setDeadlineText}
          />
          <Button
            size="xs"
            variant="light"
            loading={deadline.isPending}
            onClick={() => deadline.mutate(deadlineText, { onError })}
          >
            {t('materialQuotes.saveDeadline')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
