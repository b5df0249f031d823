import { Button, FileButton } from '@mantine/core';
import { PHOTO_FILE_ACCEPT } from '@portal/contracts';
import { IconCamera, IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A phone's first control over the documents: "Add photos", the whole width, which opens the
 * phone's own chooser at once (camera or gallery: image types without `capture`, which would allow
 * the camera only). The photos chosen go to the add dialog.
 */
export function AddPhotosButton({ onAddPhotos }: { onAddPhotos: (files: File[]) => void }) {
  const { t } = useTranslation();
  return (
    <FileButton onChange={(files) => files.length > 0 && onAddPhotos(files)} accept={PHOTO_FILE_ACCEPT} multiple>
      {(props) => (
        <Button {...props} size="md" fullWidth leftSection={<IconCamera size={20} aria-hidden />}>
          {t('documents.addPhotos')}
        </Button>
      )}
    </FileButton>
  );
}

interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  /** How many filters are on, shown while they are folded away. */
  active: number;
  /** The filters' element. */
  controls: string;
}

/** On a phone the filters fold behind this button (six full-width fields were a screen long). */
export function FiltersToggle({ open, onToggle, active, controls }: FiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant={active > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={14} aria-hidden />}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {active > 0 ? t('documents.filters.toggleActive', { count: active }) : t('documents.filters.toggle')}
    </Button>
  );
}
