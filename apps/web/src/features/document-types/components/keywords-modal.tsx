import { Alert, Button, Group, Loader, Modal, Select, Stack } from '@mantine/core';
import type { Field, Keyword } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type KeywordChanges, useFieldKeywords, useFields, useSaveKeywords } from '../../../entities/field';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';
import { draftKey, type KeywordDraft, KeywordListEditor } from './keyword-list-editor';

interface KeywordsModalProps {
  opened: boolean;
  onClose: () => void;
}

const toDrafts = (keywords: readonly Keyword[]): KeywordDraft[] =>
  keywords.map((k) => ({ key: draftKey(), id: k.id, text: k.text, deactivated: k.deactivated }));

/** What differs between the saved keywords and the edited list. */
export function keywordChanges(
  fieldId: number,
  saved: readonly Keyword[],
  drafts: readonly KeywordDraft[],
): KeywordChanges {
  const updated = drafts.flatMap((draft) => {
    const before = saved.find((k) => k.id === draft.id);
    const text = draft.text.trim();
    if (!before || draft.id === undefined) return [];
    return before.text === text && before.deactivated === draft.deactivated
      ? []
      : [{ id: draft.id, text, deactivated: draft.deactivated }];
  });
  const deleted = saved.filter((k) => !drafts.some((d) => d.id === k.id)).map((k) => k.id);
  return { fieldId, updated, deleted };
}

/**
 * Keyword editing (spec part 2 "Project page" modals; keywords.manage): the keywords of a keyword
 * field renamed, (de)activated, and removed where the field is not a default one (those of phase,
 * subject and state are deactivated instead). New keywords belong to the field management modal.
 */
export function KeywordsModal({ opened, onClose }: KeywordsModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const fields = useFields();
  const keywordFields = (fields.data ?? []).filter((field) => field.type === 'keywords');
  const [fieldId, setFieldId] = useState<number | null>(null);
  const chosen: Field | undefined = keywordFields.find((f) => f.id === fieldId) ?? keywordFields[0];
  const keywords = useFieldKeywords(opened && chosen ? chosen.id : null);
  const save = useSaveKeywords();
  const [drafts, setDrafts] = useState<KeywordDraft[]>([]);

  // The list starts over from the server's keywords when the field (or what the server answers) changes.
  useEffect(() => {
    setDrafts(toDrafts(keywords.data ?? []));
  }, [keywords.data]);

  const submit = () => {
    if (!chosen || !keywords.data) return;
    if (drafts.some((d) => !d.text.trim())) return;
    save.mutate(keywordChanges(chosen.id, keywords.data, drafts), {
      onSuccess: () => showSuccess(t('documentTypes.keywordsSaved')),
      onError: (error) => showError(error),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documentTypes.editKeywords')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('documentTypes.keywordField')}
          data={keywordFields.map((field) => ({ value: String(field.id), label: fieldLabel(t, field) }))}
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => setFieldId(value ? Number(value) : null)}
          allowDeselect={false}
          comboboxProps={{ zIndex: 400 }}
        />
        {keywords.isPending && chosen && <Loader size="sm" aria-label={t('common.loading')} />}
        {keywords.error && (
          <Alert color="red" role="alert">
            {errorMessage(keywords.error)}
          </Alert>
        )}
        {keywords.data && chosen && (
          <KeywordListEditor
            key={chosen.id}
            keywords={drafts}
            onChange={setDrafts}
            canRemove={(keyword) => !chosen.is_default || keyword.id === undefined}
            allowAdd={false}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!keywords.data}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
