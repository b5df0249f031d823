import { Alert, Anchor, Badge, Button, Divider, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import type { Document } from '@portal/contracts';
import { IconDownload, IconFileUpload, IconFolderShare, IconPencil, IconStack2, IconTrash } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentThumb, fetchDocumentFile, useReplaceFile, useUpdateDocument } from '../../../entities/document';
import { useTypeFields } from '../../../entities/document-type';
import { ApiError } from '../../../lib/api-error';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime } from '../../../lib/format';
import {
  type DocumentFormValues,
  type DocumentGlobals,
  editableFields,
  fieldLabel,
  formPayload,
  formValuesOf,
  sameFormValues,
  typeName,
} from '../document-fields';
import { accuracyMetres, roundCoordinates } from '../document-format';
import { confirmDiscard } from './confirm-discard';
import { DocumentFieldsForm } from './document-fields-form';

type Mode = 'view' | 'edit' | 'replace';

interface DocumentDetailProps {
  doc: Document;
  globals: DocumentGlobals;
  folderName: (folderId: number) => string;
  onMove: (doc: Document) => void;
  onDelete: (doc: Document) => void;
  /** Group mode: show only this document's group. */
  onShowGroup: (group: string) => void;
  /** Told when edit mode starts (the document's id) and ends (null): a map click then sets its position. */
  onEditingChange?: (documentId: number | null) => void;
  /** More actions of the document, composed in by the page (asking for deletion). */
  extraActions?: ReactNode;
  /** Told whether an edit or a replacement holds changes not yet saved, so leaving can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Table.Tr>
      <Table.Th scope="row" fz="xs" c="dimmed" fw={600} w="40%" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td fz="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

const STICKY_ACTIONS: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  paddingBlock: 8,
  borderTop: '1px solid var(--mantine-color-gray-3)',
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

async function download(projectId: number, doc: Document, fileId: number, name: string) {
  const blob = await fetchDocumentFile(projectId, doc.id, fileId);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The open document: its thumbnail, fields, keywords and files; edit mode, replace-file mode, and
 * the move and delete actions, each shown from the document's `can`.
 */
export function DocumentDetail({
  doc,
  globals,
  folderName,
  onMove,
  onDelete,
  onShowGroup,
  onEditingChange,
  extraActions,
  onDirtyChange,
}: DocumentDetailProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  // The document's own project: a summary view lists documents of many projects.
  const projectId = doc.project_id;
  const [mode, setMode] = useState<Mode>('view');
  const [values, setValues] = useState<DocumentFormValues>(() => formValuesOf(doc));
  const [replacement, setReplacement] = useState<File | null>(null);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const update = useUpdateDocument(projectId);
  const replace = useReplaceFile(projectId);
  const typeFields = useTypeFields(doc.document_type_id, globals.fields, mode === 'edit');

  // The page's map sets the position of the document in edit mode.
  useEffect(() => {
    if (mode !== 'edit' || !onEditingChange) return;
    onEditingChange(doc.id);
    return () => onEditingChange(null);
  }, [mode, doc.id, onEditingChange]);

  const isDirty =
    (mode === 'edit' && !sameFormValues(values, formValuesOf(doc))) || (mode === 'replace' && replacement !== null);
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const leaveMode = () => {
    if (!isDirty) {
      setMode('view');
      return;
    }
    confirmDiscard(t, () => {
      setReplacement(null);
      setMode('view');
    });
  };

  const startEdit = () => {
    setValues(formValuesOf(doc));
    setMode('edit');
  };

  const save = () => {
    const payload = formPayload(values, typeFields);
    update.mutate(
      { id: doc.id, body: { fields: payload.fields, keywords: payload.keywords, group: payload.group || null } },
      {
        onSuccess: () => {
          showSuccess(t('documents.saved'));
          setMode('view');
        },
      },
    );
  };

  const sendReplacement = () => {
    const file = doc.files[0];
    if (!replacement || !file) {
      // A file is required (spec part 2 section 5: replacing fails with 6).
      setReplaceError(errorMessage(new ApiError({ status: 400, code: 6 })));
      return;
    }
    setReplaceError(null);
    replace.mutate(
      { documentId: doc.id, fileId: file.id, file: replacement },
      {
        onSuccess: () => {
          showSuccess(t('documents.replaced'));
          setReplacement(null);
          setMode('view');
        },
        onError: (error) => setReplaceError(errorMessage(error)),
      },
    );
  };

  const position = roundCoordinates(doc.coordinates);
  const metres = accuracyMetres(doc.gps_accuracy);
  const coordinates =
    position && metres !== null ? t('documents.coordinatesWithAccuracy', { position, metres }) : position;

  const fieldRows = editableFields(globals.fields)
    .filter((field) => field.type !== 'keywords')
    .map((field) => {
      const value = doc.fields.find((f) => f.field_id === field.id);
      const shown = field.type === 'date' ? (value?.date ? formatDate(value.date, i18n.language) : null) : value?.text;
      return (
        <Row key={field.id} label={fieldLabel(t, field)}>
          {shown}
        </Row>
      );
    });
  const keywordRows = editableFields(globals.fields)
    .filter((field) => field.type === 'keywords')
    .map((field) => {
      const chosen = doc.keywords.filter((k) => k.field_id === field.id);
      return (
        <Row key={field.id} label={fieldLabel(t, field)}>
          {chosen.length > 0 ? (
            <Group gap={4}>
              {chosen.map((k) => (
                // As the table, the filters and the pickers write it: Badge would capitalise it.
                <Badge key={k.id} variant="light" size="sm" tt="none">
                  {k.text}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Row>
      );
    });

  return (
    <Stack gap="sm">
      <DocumentThumb
        projectId={projectId}
        documentId={doc.id}
        thumb={doc.thumb}
        version={doc.updated_at}
        size="medium"
        alt={t('documents.thumbOf', { name: doc.name })}
        width="100%"
        height={240}
        fit="contain"
      />
      {!doc.ready && (
        <Text size="xs" c="dimmed">
          {t('documents.processing')}
        </Text>
      )}

      {mode === 'view' && (
        <Group gap="xs">
          {doc.can.update && (
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={startEdit}>
              {t('documents.edit')}
            </Button>
          )}
          {doc.can.update && doc.files.length > 0 && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileUpload size={14} aria-hidden />}
              onClick={() => {
                setReplaceError(null);
                setMode('replace');
              }}
            >
              {t('documents.replace')}
            </Button>
          )}
          {doc.can.move && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFolderShare size={14} aria-hidden />}
              onClick={() => onMove(doc)}
            >
              {t('documents.move')}
            </Button>
          )}
          {doc.can.delete && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(doc)}
            >
              {t('common.delete')}
            </Button>
          )}
          {extraActions}
        </Group>
      )}

      {mode === 'edit' && (
        <Stack gap="sm">
          <DocumentFieldsForm fields={typeFields} values={values} onChange={setValues} disabled={update.isPending} />
          {update.error && (
            <Alert color="red" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          {/* Stuck to the bottom of the window's scrolling body: Save stays in sight however long the form. */}
          <Group justify="flex-end" gap="xs" style={STICKY_ACTIONS}>
            <Button size="xs" variant="default" onClick={leaveMode} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" onClick={save} loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}

      {mode === 'replace' && (
        <Stack gap="sm">
          <FileInput
            label={t('documents.replaceFile')}
            placeholder={t('documents.chooseFile')}
            value={replacement}
            onChange={setReplacement}
            clearable
            withAsterisk
            error={replaceError}
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={leaveMode} disabled={replace.isPending}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" onClick={sendReplacement} loading={replace.isPending}>
              {t('documents.replace')}
            </Button>
          </Group>
        </Stack>
      )}

      {mode !== 'edit' && (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4}>
          <Table.Tbody>
            <Row label={t('documents.columns.counter')}>{doc.counter}</Row>
            <Row label={t('documents.columns.name')}>{doc.name}</Row>
            <Row label={t('documents.columns.created')}>{formatDateTime(doc.created, i18n.language)}</Row>
            <Row label={t('documents.columns.type')}>{typeName(t, doc.document_type)}</Row>
            <Row label={t('documents.folder')}>{folderName(doc.folder_id ?? 0)}</Row>
            <Row label={t('documents.columns.company')}>{doc.addedByCompany?.name ?? doc.owner_company_name}</Row>
            <Row label={t('documents.addedBy')}>{doc.addedByUser?.name}</Row>
            <Row label={t('documents.coordinates')}>{coordinates}</Row>
            <Row label={t('documents.group')}>
              {doc.group && (
                <Anchor component="button" type="button" size="sm" onClick={() => onShowGroup(doc.group ?? '')}>
                  <IconStack2 size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                  {t('documents.showGroup', { group: doc.group })}
                </Anchor>
              )}
            </Row>
            {keywordRows}
            {fieldRows}
          </Table.Tbody>
        </Table>
      )}

      <Divider label={t('documents.files')} labelPosition="left" />
      <Stack gap={4}>
        {doc.files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate title={file.full_name}>
              {file.full_name}{' '}
              <Text span size="xs" c="dimmed">
                {formatSize(file.size)}
              </Text>
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              style={{ flexShrink: 0 }}
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t('documents.download', { name: file.full_name })}
              onClick={() =>
                download(projectId, doc, file.id, file.full_name).catch(() =>
                  // Failed to fetch the file (spec part 1: error 30).
                  showError(new ApiError({ status: 0, code: 30 })),
                )
              }
            >
              {t('documents.downloadShort')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
