import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ImportRowError } from '@portal/contracts';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CSV_ACCEPT,
  chooseCsvFile,
  ImportFailure,
  type ImportKind,
  importSuccessPath,
  uploadCsvImport,
  useDownloadImportTemplate,
} from '../../../entities/csv-import';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { fileMessagesOf } from '../import-messages';
import { ImportErrorsTable } from './import-errors-table';

interface ImportBlockProps {
  kind: ImportKind;
  /** What the file holds (columns), under the title. */
  description: ReactNode;
  /** The caller may not import this kind: the confirm button stays off and `notAllowedMessage` says why. */
  isAllowed: boolean;
  /** Why the import is off (defaults to the `import` permission). */
  notAllowedMessage?: string;
}

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'failed'; failure: ImportFailure };

/**
 * One block of /import: pick a .csv file (anything else clears the pick and says why), download the
 * sample, confirm (multipart `csv_data`) or cancel. Refused rows show as a table and the file stays
 * chosen, so it can be sent again after fixing the data on the server side (e.g. a company code).
 */
export function ImportBlock({ kind, description, isAllowed, notAllowedMessage }: ImportBlockProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isNotCsv, setIsNotCsv] = useState(false);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const template = useDownloadImportTemplate();

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const choice = chooseCsvFile(event.currentTarget.files?.[0]);
    setFile(choice.file);
    setIsNotCsv(choice.problem === 'not-csv');
    setUpload({ state: 'idle' });
    // Clearing the input lets the same file be picked again after a change on disk.
    if (!choice.file) event.currentTarget.value = '';
  };

  const handleCancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setFile(null);
    setIsNotCsv(false);
    setUpload({ state: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const handleConfirm = async () => {
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ state: 'uploading', progress: 0 });
    try {
      const result = await uploadCsvImport(
        kind,
        file,
        (progress) => setUpload({ state: 'uploading', progress }),
        controller.signal,
      );
      showSuccess(t(`imports.${kind}.done`, { count: result.created }));
      navigate(importSuccessPath(kind));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof ImportFailure) setUpload({ state: 'failed', failure: error });
      else notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const handleTemplate = () =>
    template.mutate(
      { kind, language: currentLanguage() },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('common.errorTitle'),
            message: t('imports.templateFailed', { reason: errorMessage(error) }),
          }),
      },
    );

  const isUploading = upload.state === 'uploading';
  const failure = upload.state === 'failed' ? upload.failure : null;
  const rows: ImportRowError[] = failure?.rows ?? [];
  const fileMessages = failure ? fileMessagesOf(failure.error, rows) : [];
  const fileMessage = (key: string) =>
    i18n.exists(`imports.messages.${key}`) ? t(`imports.messages.${key}`) : errorMessage(failure?.error);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileSpreadsheet size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4}>
            <Title order={2} size="h4" id={titleId}>
              {t(`imports.${kind}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Group>

        <Anchor component="button" type="button" size="sm" onClick={handleTemplate} w="fit-content">
          <Group gap={6} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t(`imports.${kind}.template`)}
          </Group>
        </Anchor>

        {/* A native input, visually hidden but labelled, so assistive tools and tests can reach it. */}
        <input
          ref={inputRef}
          type="file"
          accept={CSV_ACCEPT}
          aria-label={t(`imports.${kind}.fileLabel`)}
          onChange={handleFile}
          disabled={isUploading}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
          tabIndex={-1}
        />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => inputRef.current?.click()}
            disabled={isUploading}
          >
            {t('imports.choose')}
          </Button>
          <Text size="sm" c={file ? undefined : 'dimmed'} aria-live="polite">
            {file ? t('imports.chosen', { name: file.name }) : t('imports.noneChosen')}
          </Text>
        </Group>

        {isNotCsv && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t('imports.notCsv')}
          </Alert>
        )}

        {isUploading && (
          <Stack gap={4}>
            <Progress
              value={Math.round(upload.progress * 100)}
              animated
              striped={upload.progress >= 1}
              aria-label={t('imports.progressLabel')}
            />
            <Text size="xs" c="dimmed" role="status">
              {upload.progress >= 1
                ? t('imports.processing')
                : t('imports.uploading', { percent: Math.round(upload.progress * 100) })}
            </Text>
          </Stack>
        )}

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {rows.length > 0 ? t('imports.rowsRefused', { count: rows.length }) : t('imports.refused')}
              </Text>
              {fileMessages.length > 0
                ? fileMessages.map((key) => (
                    <Text key={key} size="sm">
                      {fileMessage(key)}
                    </Text>
                  ))
                : rows.length === 0 && <Text size="sm">{errorMessage(failure.error)}</Text>}
            </Stack>
          </Alert>
        )}
        {rows.length > 0 && <ImportErrorsTable rows={rows} label={t(`imports.${kind}.errorsLabel`)} />}

        {!isAllowed && (
          <Text size="sm" c="dimmed">
            {notAllowedMessage ?? t('imports.notAllowed')}
          </Text>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleCancel} disabled={!file && !isNotCsv && upload.state === 'idle'}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={handleConfirm}
            disabled={!file || !isAllowed}
            loading={isUploading}
          >
            {t('imports.confirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
