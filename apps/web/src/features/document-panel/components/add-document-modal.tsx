import { Alert, Box, Button, FileButton, Group, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DOCUMENT_FILE_ACCEPT, type DocumentType } from '@portal/contracts';
import { IconPaperclip, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUploadedDocuments, invalidateDocuments, uploadDocument } from '../../../entities/document';
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
import { MOBILE_QUERY } from '../mobile-query';
import { countByStatus, countRetryable, TOO_MANY_FILES_CODE, TooManyFilesError } from '../upload-queue';
import { useUploadQueue } from '../use-upload-queue';
import { DocumentFieldsForm } from './document-fields-form';
import { UploadFileList } from './upload-file-list';

interface AddDocumentModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: number;
  globals: DocumentGlobals;
  folders: readonly FolderOption[];
  /** The folder open in folder mode (0: main). */
  initialFolderId: number;
  /** Files chosen before the dialog opened ("Add photos"), already in its list. */
  initialFiles?: readonly File[];
  /** Every file is in: told before the dialog closes. */
  onAdded?: () => void;
}

/** A group id shared by the files sent together (DECISIONS.md "Documents"). */
const newGroupId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What every file of the round is sent with; what the form left empty is not sent at all. */
function uploadInput(
  values: DocumentFormValues,
  typeFields: DocumentGlobals['fields'],
  typeId: number,
  folderId: number,
) {
  const payload = formPayload(values, typeFields);
  const fields = payload.fields.filter((f) => f.text || f.date);
  return {
    documentTypeId: typeId,
    folderId,
    fields: fields.length > 0 ? fields : undefined,
    keywords: payload.keywords.length > 0 ? payload.keywords : undefined,
    group: payload.group || undefined,
  };
}

/**
 * Add documents in two steps: pick a type (skipped when only one is active); then fields,
 * keywords, group, folder and files (one document per file). Three files are sent at a time with
 * their progress; a failed file stays with its error (and a retry button, unless the server
 * refused the file itself), and what was filled in stays until every file is in. Each answer goes
 * into the list at once, so the new documents show before the list is read again.
 */
export function AddDocumentModal(props: AddDocumentModalProps) {
  const { opened, onClose } = props;
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  // A fresh form each time the dialog opens; on a phone it takes the whole screen.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.add.title')}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <AddDocumentForm {...props} />}
    </Modal>
  );
}

function AddDocumentForm({
  onClose,
  projectId,
  globals,
  folders,
  initialFolderId,
  initialFiles,
  onAdded,
}: AddDocumentModalProps) {
  const { t } = useTranslation();
  const typeList = useDocumentTypeChoices(true);
  const types: DocumentType[] = typeList.types;
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { queue, items } = useUploadQueue();
  const [chosenStep, setStep] = useState<1 | 2>(1);
  // One active type leaves nothing to choose.
  const onlyType = types.length === 1;
  const step = onlyType ? 2 : chosenStep;
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
  const counts = countByStatus(items);
  const retryable = countRetryable(items);
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

  // The photos "Add photos" picked are in the list from the start.
  const initialAdded = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the files of the opening, added once
  useEffect(() => {
    if (initialAdded.current || !initialFiles || initialFiles.length === 0) return;
    initialAdded.current = true;
    addFiles(initialFiles);
  }, []);

  const submit = () => {
    if (!typeId || items.length === 0) {
      setProblem(t('documents.add.required'));
      return;
    }
    setProblem(null);
    setStarted(true);
    const input = uploadInput(values, typeFields, Number(typeId), Number(folderId));
    queue.start(async (file, onProgress, signal, uploadKey) => {
      const added = await uploadDocument(projectId, { ...input, upload_key: uploadKey }, file, onProgress, signal);
      addUploadedDocuments(queryClient, projectId, [added]);
      return added;
    });
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
      onAdded?.();
      closeRef.current();
    }
  }, [finished, counts.failed]);

  const next = () => {
    if (!typeId) setProblem(t('common.required'));
    else {
      setProblem(null);
      setStep(2);
    }
  };

  if (step === 1) {
    return (
      <TypeStep
        typeList={typeList}
        typeId={typeId}
        problem={problem}
        onChoose={setTypeId}
        onCancel={onClose}
        onNext={next}
      />
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

      <FileDropZone busy={busy} onFiles={addFiles} />

      {items.length > 0 && (
        <UploadFileList
          items={items}
          started={started}
          onRetry={(key) => queue.retry(key)}
          onRemove={(key) => queue.remove(key)}
        />
      )}

      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}

      <SendFooter
        state={{ started, busy, allDone, retryable }}
        onBack={onlyType ? undefined : () => setStep(1)}
        onClose={onClose}
        onRetryAll={() => queue.retry()}
        onSend={submit}
      />
    </Stack>
  );
}

interface TypeStepProps {
  typeList: ReturnType<typeof useDocumentTypeChoices>;
  typeId: string | null;
  problem: string | null;
  onChoose: (typeId: string) => void;
  onCancel: () => void;
  onNext: () => void;
}

/** The first step: the document type (the default chosen to begin with), or why the types did not load. */
function TypeStep({ typeList, typeId, problem, onChoose, onCancel, onNext }: TypeStepProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
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
        onChange={onChoose}
        withAsterisk
        error={problem}
      >
        <Stack gap="xs" mt="xs">
          {typeList.types.map((type) => (
            <Radio key={type.id} value={String(type.id)} label={typeName(t, type)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onNext}>{t('documents.add.next')}</Button>
      </Group>
    </Stack>
  );
}

/** Where files are dropped or chosen (100 at most in one round). */
function FileDropZone({ busy, onFiles }: { busy: boolean; onFiles: (files: readonly File[]) => void }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
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
        <FileButton onChange={(files) => onFiles(files)} multiple accept={DOCUMENT_FILE_ACCEPT}>
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
  );
}

interface SendFooterProps {
  state: { started: boolean; busy: boolean; allDone: boolean; retryable: number };
  /** Back to the type step; absent when there was nothing to choose. */
  onBack?: () => void;
  onClose: () => void;
  onRetryAll: () => void;
  onSend: () => void;
}

/** Back, then Cancel (Close once sent) and Send, or "Retry all" when failed files can be sent again. */
function SendFooter({ state, onBack, onClose, onRetryAll, onSend }: SendFooterProps) {
  const { t } = useTranslation();
  const { started, busy, allDone, retryable } = state;
  return (
    <Group justify="space-between">
      {onBack ? (
        <Button variant="subtle" onClick={onBack} disabled={started}>
          {t('common.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group>
        <Button variant="default" onClick={onClose} disabled={busy}>
          {allDone || (started && !busy) ? t('common.close') : t('common.cancel')}
        </Button>
        {retryable > 0 && !busy ? (
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetryAll}>
            {t('documents.add.retryAll')}
          </Button>
        ) : (
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={onSend}
            loading={busy}
            disabled={started && !busy}
          >
            {t('documents.add.send')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
