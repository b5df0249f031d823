import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { MobileLink } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMobileLink } from '../../../entities/mobile-link';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';

interface MobileLinkModalProps {
  opened: boolean;
  /** The link being edited; null to add one. */
  link: MobileLink | null;
  /** The order a new link starts with (after the last). */
  nextOrder: number;
  onClose: () => void;
}

/** Adds or edits a mobile link: title, link and order (spec part 2 "Mobile links"). */
export function MobileLinkModal({ opened, link, nextOrder, onClose }: MobileLinkModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveMobileLink();
  const [title, setTitle] = useState('');
  const [href, setHref] = useState('');
  const [order, setOrder] = useState<number | string>(0);
  const [fieldErrors, setFieldErrors] = useState<{ title?: string; link?: string }>({});
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the modal opens
  useEffect(() => {
    if (!opened) return;
    setTitle(link?.title ?? '');
    setHref(link?.link ?? '');
    setOrder(link?.order ?? nextOrder);
    setFieldErrors({});
    setError(null);
  }, [opened, link?.id]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const missing = {
      title: title.trim() ? undefined : t('mobileLinks.required'),
      link: href.trim() ? undefined : t('mobileLinks.required'),
    };
    setFieldErrors(missing);
    if (missing.title || missing.link) return;
    setError(null);
    const values = { title: title.trim(), link: href.trim(), order: typeof order === 'number' ? order : 0 };
    save.mutateAsync({ id: link?.id ?? null, values }).then(
      () => {
        showSuccess(link ? t('mobileLinks.saved') : t('mobileLinks.created'));
        onClose();
      },
      (e: unknown) => {
        if (isApiError(e) && e.fields?.link?.includes('safe-link')) setFieldErrors({ link: t('mobileLinks.safeLink') });
        else setError(errorMessage(e));
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={link ? t('mobileLinks.editTitle') : t('mobileLinks.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('mobileLinks.linkTitle')}
            withAsterisk
            data-autofocus
            maxLength={255}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fieldErrors.title}
          />
          <TextInput
            label={t('mobileLinks.link')}
            withAsterisk
            type="url"
            maxLength={2000}
            placeholder="https://"
            value={href}
            onChange={(e) => setHref(e.currentTarget.value)}
            error={fieldErrors.link}
          />
          <NumberInput
            label={t('mobileLinks.order')}
            allowDecimal={false}
            min={-1_000_000}
            max={1_000_000}
            value={order}
            onChange={setOrder}
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
