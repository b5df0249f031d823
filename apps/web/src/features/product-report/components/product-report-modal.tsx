import { Alert, Box, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type ReportTarget,
  useDownloadProductReportCsv,
  useProductReportHtml,
  useProductReportLink,
} from '../../../entities/product-report';
import { showError, useErrorMessage } from '../../../lib/error-message';
import { isLanguage } from '../../../lib/language';

/**
 * The product report (spec part 3 §2 modals): the server's HTML in a sandboxed frame (`srcdoc`, no
 * scripts, no same-origin), a print button that opens the report's own page through a short-lived
 * signed link (a new tab cannot send the bearer token), and the CSV for ordering.
 */
export function ProductReportModal({
  opened,
  onClose,
  target,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  target: ReportTarget;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const html = useProductReportHtml(target, language, opened);
  const link = useProductReportLink();
  const csv = useDownloadProductReportCsv();

  const handlePrint = () => {
    // Opened before the link is known, so the browser counts it as the click's own window.
    const tab = window.open('about:blank', '_blank');
    link.mutate(
      { target, lang: language },
      {
        onSuccess: ({ url }) => {
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else window.open(url, '_blank', 'noopener');
        },
        onError: (error) => {
          tab?.close();
          showError(error);
        },
      },
    );
  };

  const handleCsv = () =>
    csv.mutate(
      {
        target,
        lang: language,
        fileName: `${t('productReport.fileName')}-${target.projectId}${target.formId ? `-${target.formId}` : ''}.csv`,
      },
      { onError: (error) => showError(error) },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={handlePrint}
            loading={link.isPending}
            disabled={!html.data}
          >
            {t('productReport.print')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={handleCsv}
            loading={csv.isPending}
          >
            {t('productReport.csv')}
          </Button>
        </Group>
        {html.isPending && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {html.isError && (
          <Alert color="red" role="alert" title={t('productReport.loadError')}>
            {errorMessage(html.error)}
            <Group mt="xs">
              <Button size="xs" variant="light" onClick={() => void html.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {html.data !== undefined && (
          <Box
            component="iframe"
            title={title}
            srcDoc={html.data}
            // No allow-scripts, no allow-same-origin: the report is a document of no origin that runs nothing.
            sandbox=""
            style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        )}
      </Stack>
    </Modal>
  );
}
