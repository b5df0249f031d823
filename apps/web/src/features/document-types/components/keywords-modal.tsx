import { Alert, Loader, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Field, Keyword } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { fieldLabel, type KeywordChanges, useFieldKeywords, useFields, useSaveKeywords } from '../../../entities/field';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
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
 * Which field is edited is a choice of view, not a value saved.
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
  const form = useForm<{ keywords: KeywordDraft[] }>({
    mode: 'controlled',
    initialValues: { keywords: [] },
    validate: {
      keywords: (drafts) => (drafts.some((d) => !d.text.trim()) ? t('documentTypes.keywordEmpty') : null),
    },
  });

  // The list starts over from the server's keywords when the field (or what the server answers) changes.
  const { setInitialValues, reset } = form;
  useEffect(() => {
    setInitialValues({ keywords: toDrafts(keywords.data ?? []) });
    reset();
  }, [keywords.data, setInitialValues, reset]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('documentTypes.editKeywords')}
      size="lg"
      form={form}
      initialValues={{ keywords: toDrafts(keywords.data ?? []) }}
      cancelLabel={t('common.close')}
      submitDisabled={!keywords.data}
      onSubmit={async ({ keywords: drafts }) => {
        if (!chosen || !keywords.data) return;
        await save.mutateAsync(keywordChanges(chosen.id, keywords.data, drafts));
        showSuccess(t('documentTypes.keywordsSaved'));
      }}
    >
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
          keywords={form.getValues().keywords}
          onChange={(drafts) => form.setFieldValue('keywords', drafts)}
          canRemove={(keyword) => !chosen.is_default || keyword.id === undefined}
          allowAdd={false}
        />
      )}
    </FormModal>
  );
}
