import { Box, Image, Modal, UnstyledButton } from '@mantine/core';
import type { ApartmentFormOption } from '@portal/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductPhoto } from '../../../entities/product';
import { useObjectUrl } from '../../../lib/use-object-url';

const THUMB = 64;

/**
 * An option's product photo as a thumbnail that opens large in a modal; a placeholder when the
 * product has none. The thumbnail is its own button, outside the radio, so opening the photo
 * never changes the choice.
 */
export function OptionPhoto({ option }: { option: ApartmentFormOption }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const photo = useProductPhoto(option.product_id, 'product_photo', option.product_photo);
  const src = useObjectUrl(photo.data ?? null);
  if (!src) {
    return (
      <Box
        w={THUMB}
        h={THUMB}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center', flexShrink: 0 }}
        aria-hidden
      >
        <IconPhoto size={24} color="var(--mantine-color-dimmed)" />
      </Box>
    );
  }
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('materialSelection.openPhoto', { name: option.name })}
        style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Image src={src} alt="" w={THUMB} h={THUMB} fit="cover" radius="sm" />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={option.name} size="lg" centered>
        <Image src={src} alt={option.name} fit="contain" mah="70vh" radius="sm" />
      </Modal>
    </>
  );
}
