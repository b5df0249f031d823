import {
  ActionIcon,
  Alert,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { DocumentType } from '@portal/contracts';
import { IconCheck, IconPaperclip, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateDocuments, uploadDocument } from '../../../entities/document';
import { useDocumentTypeChoices } from '../../../entities/document-type';
import { ApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import {
  type DocumentFormValues,
  type DocumentGlobals,
  emptyFormValues,
  type FolderOption,
  formPayload,
  typeName,
} from '../document-fields';
import { countByStatus, TOO_MANY_FILES_CODE, TooManyFilesError } from '../upload-queue';
import { useUploadQueue } from '../use-upload-queue';
import { DocumentFieldsForm } from './document-fields-form';

interface AddDocumentModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: number;
  globals: DocumentGlobals;
  folders: readonly FolderOption[];
  /** The folder open in folder mode (0: main). */
  initialFolderId: number;
}

/** A group id shared by the files sent together (DECISIONS.md "Documents"). */
const newGroupId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Add documents in two steps: pick a type; then fields, keywords, group, folder and files (one
 * document per file). Three files are sent at a time with their progress; a failed file stays
 * with its error and a retry button, and what was filled in stays until every file is in.
 */
export function AddDocumentModal(props: AddDocumentModalProps) {
  const { opened, onClose } = props;
  const { t } = useTranslation();
  // A fresh form each time the dialog opens.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.add.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <AddDocumentForm {...props} />}
    </Modal>
  );
}

function AddDocumentForm({ onClose, projectId, globals, folders, initialFolderId }: AddDocumentModalProps) {
  const { t } = useTranslation();
  const typeList = useDocumentTypeChoices(true);
  const types: DocumentType[] = typeList.types;
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { queue, items } = useUploadQueue();
  const [step, setStep] = useState<1 | 2>(1);
  const [chosenTypeId, setTypeId] = useState<string | null>(null);
  // The default type is chosen to begin with.
  const typeId = chosenTypeId ?? (types.find((type) => type.is_default) ?? types[0])?.id.toString() ?? null;
  const chosenType = types.find((type) => String(type.id) === typeId);
  // The chosen type's fields; all fields while the types are not known.
  const typeFields = chosenType && chosenType.fields.length > 0 ? chosenType.fields : globals.fields;
  const [folderId, setFolderId] = useState(String(initialFolderId));
  const [values, setValues] = useState<DocumentFormValues>(emptyFormValues);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [dragging, setDragging] = useState(false);
  const counts = countByStatus(items);
  const busy = counts.uploading > 0 || (started && counts.waiting > 0);
  const allDone = items.length > 0 && counts.done === items.length;

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    try {
      queue.add(files);
      setProblem(null);
      // Files sent together share a group unless one was given.
      if (queue.snapshot().length > 1 && !values.group) setValues((v) => ({ ...v, group: newGroupId() }));
    } catch (error) {
      if (error instanceof TooManyFilesError) {
        setProblem(errorMessage(new ApiError({ status: 422, code: TOO_MANY_FILES_CODE })));
      } else throw error;
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const submit = () => {
    if (!typeId || items.length === 0) {
      setProblem(t('documents.add.required'));
      return;
    }
    setProblem(null);
    setStarted(true);
    const payload = formPayload(values, typeFields);
    const fields = payload.fields.filter((f) => f.text || f.date);
    // What the form left empty is not sent at all.
    const input = {
      documentTypeId: Number(typeId),
      folderId: Number(folderId),
      fields: fields.length > 0 ? fields : undefined,
      keywords: payload.keywords.length > 0 ? payload.keywords : undefined,
      group: payload.group || undefined,
    };
    queue.start((file, onProgress, signal) => uploadDocument(projectId, input, file, onProgress, signal));
  };

  // When the last file is in (after retries too): refresh the list, say so and close.
  const finished = started && !busy && items.length > 0;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished round, not per render
  useEffect(() => {
    if (!finished) return;
    void invalidateDocuments(queryClient, projectId);
    if (counts.failed === 0) {
      showSuccess(t('documents.add.done', { count: counts.done }));
      closeRef.current();
    }
  }, [finished, counts.failed]);

  if (step === 1) {
    if (typeList.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
    if (typeList.error) {
      return (
        <Alert color="red" role="alert">
          {errorMessage(typeList.error)}
          <Button size="xs" variant="light" mt="sm" display="block" onClick={() => void typeList.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      );
    }
    return (
      <Stack>
        <Radio.Group
          label={t('documents.add.chooseType')}
          value={typeId}
          onChange={setTypeId}
          withAsterisk
          error={problem}
        >
          <Stack gap="xs" mt="xs">
            {types.map((type) => (
              <Radio key={type.id} value={String(type.id)} label={typeName(t, type)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (!typeId) setProblem(t('common.required'));
              else {
                setProblem(null);
                setStep(2);
              }
            }}
          >
            {t('documents.add.next')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('documents.add.typeChosen', {
          type: typeName(t, types.find((x) => String(x.id) === typeId) ?? { name: '', is_default: true }),
        })}
      </Text>
      <Select
        label={t('documents.folder')}
        data={folders.map((f) => ({ value: String(f.id), label: `${'\u2003'.repeat(f.depth)}${f.name}` }))}
        value={folderId}
        onChange={(value) => setFolderId(value ?? '0')}
        allowDeselect={false}
        disabled={started}
        comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      />
      <DocumentFieldsForm fields={typeFields} values={values} onChange={setValues} columns={2} disabled={started} />

      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="md"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'brand-5' : 'gray-4'})`,
          borderRadius: 8,
          textAlign: 'center',
        }}
      >
        <Stack gap={6} align="center">
          <Text size="sm">{t('documents.add.dropHere')}</Text>
          <FileButton
            onChange={(files) => addFiles(files)}
            multiple
            accept="image/*,application/pdf,.heic,.heif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv"
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                disabled={busy}
              >
                {t('documents.add.chooseFiles')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('documents.add.limit', { count: 100 })}
          </Text>
        </Stack>
      </Box>

      {items.length > 0 && (
        <Stack gap={6} aria-live="polite">
          <Text size="sm" fw={500}>
            {t('documents.add.progress', { done: counts.done, total: items.length })}
          </Text>
          <Box style={{ maxHeight: 260, overflow: 'auto' }}>
            {items.map((item) => (
              <Group key={item.key} wrap="nowrap" gap="xs" py={4} aria-label={item.file.name}>
                <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }} title={item.file.name}>
                  {item.file.name}
                </Text>
                <Box w={140}>
                  <Progress
                    value={item.progress * 100}
                    color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'brand'}
                    aria-label={t('documents.add.fileProgress', { name: item.file.name })}
                  />
                </Box>
                {item.status === 'done' && (
                  <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label={t('documents.add.sent')} />
                )}
                {item.status === 'failed' && (
                  <ActionIcon
                    variant="light"
                    color="orange"
                    onClick={() => queue.retry(item.key)}
                    aria-label={t('documents.add.retry', { name: item.file.name })}
                  >
                    <IconRefresh size={16} aria-hidden />
                  </ActionIcon>
                )}
                {(item.status === 'waiting' || item.status === 'failed') && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => queue.remove(item.key)}
                    aria-label={t('documents.add.remove', { name: item.file.name })}
                    disabled={item.status === 'waiting' && started}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                )}
                {item.status === 'failed' && (
                  <Text size="xs" c="red" role="alert" maw={200}>
                    {errorMessage(item.error)}
                  </Text>
                )}
              </Group>
            ))}
          </Box>
        </Stack>
      )}

      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}

      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setStep(1)} disabled={started}>
          {t('common.back')}
        </Button>
        <Group>
          <Button variant="default" onClick={onClose} disabled={busy}>
            {allDone ? t('common.close') : t('common.cancel')}
          </Button>
          {counts.failed > 0 && !busy ? (
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => queue.retry()}>
              {t('documents.add.retryAll')}
            </Button>
          ) : (
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={submit}
              loading={busy}
              disabled={started && !busy}
            >
              {t('documents.add.send')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
