import { Button } from '@mantine/core';
import { type Document, ErrorCode } from '@portal/contracts';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportDocuments } from '../../../entities/document';
import { ApiError } from '../../../lib/api-error';
import { showError, showSuccess } from '../../../lib/error-message';

interface ExportButtonProps {
  projectId: number;
  /** The selected documents; none selected is error 26, told without a call. */
  documents: readonly Document[];
}

/**
 * "Export" (spec part 2 §7): the selected documents' files as a ZIP, made in the background and
 * e-mailed. The page shows it only when configuration enables exporting and the list's `can` allows it.
 */
export function ExportButton({ projectId, documents }: ExportButtonProps) {
  const { t } = useTranslation();
  const exporting = useExportDocuments();

  const start = () => {
    if (documents.length === 0) {
      showError(new ApiError({ status: 422, code: ErrorCode.chooseFile }));
      return;
    }
    exporting.mutate(
      { projectId, documentIds: documents.map((doc) => doc.id) },
      {
        onSuccess: () => showSuccess(t('exports.success')),
        onError: (error) => showError(error, t('exports.error')),
      },
    );
  };

  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileZip size={14} aria-hidden />}
      loading={exporting.isPending}
      onClick={start}
    >
      {documents.length > 0 ? t('exports.buttonCount', { count: documents.length }) : t('exports.button')}
    </Button>
  );
}
