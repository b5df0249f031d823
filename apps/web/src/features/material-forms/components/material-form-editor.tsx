import { ActionIcon, Alert, Button, Group, List, Modal, Paper, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MaterialForm } from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import {
  type DraftProblem,
  draftBody,
  draftProblems,
  type FormDraft,
  formDraft,
  type GroupDraft,
  isDraftChanged,
  nextTempId,
  type SelectDraft,
  type StructureFieldProblem,
  structureFieldProblems,
  useSaveMaterialFormStructure,
} from '../../../entities/material-form';
import { useProductCategories } from '../../../entities/product-category';
import { isApiError } from '../../../lib/api-error';
import { showSuccess, useErrorMessage } from '../../../lib/error-message';
import { SelectEditor } from './select-editor';

interface MaterialFormEditorProps {
  projectId: number;
  /** The form to edit; the modal is closed while null. */
  form: MaterialForm | null;
  onClose: () => void;
}

/**
 * The edit form modal (spec part 3 §2): groups, their selects and options, edited in a working copy
 * and saved in one call that the server applies in one transaction. A refused save keeps every edit
 * on screen with the server's message. Closing with changes (Esc too) asks first. An active form
 * opens read-only, saying why.
 */
export function MaterialFormEditor({ projectId, form, onClose }: MaterialFormEditorProps) {
  // Keyed by the form: another form opens with a working copy of its own, not on a language change or a refetch.
  return form ? <EditorModal key={form.id} projectId={projectId} form={form} onClose={onClose} /> : null;
}

function EditorModal({ projectId, form, onClose }: MaterialFormEditorProps & { form: MaterialForm }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const save = useSaveMaterialFormStructure(projectId);
  const categories = useProductCategories();
  const [original] = useState<FormDraft>(() => formDraft(form, i18n.language));
  const [draft, setDraft] = useState<FormDraft>(original);
  const [problems, setProblems] = useState<Map<number, DraftProblem[]>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<StructureFieldProblem[]>([]);
  const readOnly = !form.can.update;

  const categoryChoices = useMemo(
    () => (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [categories.data],
  );

  const handleClose = () => {
    if (readOnly || !isDraftChanged(draft, original)) return onClose();
    confirmAction({
      title: t('materialForms.editor.discardTitle'),
      message: t('materialForms.editor.discardMessage'),
      confirmLabel: t('materialForms.editor.discard'),
      onConfirm: onClose,
    });
  };

  const setGroup = (id: number, change: (g: GroupDraft) => GroupDraft | null) =>
    setDraft((d) => ({
      ...d,
      groups: d.groups.flatMap((g) => {
        if (g.id !== id) return [g];
        const next = change(g);
        return next ? [next] : [];
      }),
    }));

  const removeGroup = (group: GroupDraft) => setGroup(group.id, (g) => (g.isNew ? null : { ...g, deleted: true }));

  const addGroup = () =>
    setDraft((d) => ({
      ...d,
      groups: [...d.groups, { id: nextTempId(), isNew: true, deleted: false, name: '', selects: [] }],
    }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setError(null);
    setFieldProblems([]);
    const found = draftProblems(draft);
    setProblems(found);
    if (found.size) return setError(t('materialForms.editor.fixFields'));
    const body = draftBody(draft);
    save.mutate(
      { formId: form.id, body },
      {
        onSuccess: () => {
          showSuccess(t('materialForms.saved'));
          onClose();
        },
        // The working copy stays as it is: nothing typed is lost.
        onError: (e) => {
          setError(errorMessage(e));
          setFieldProblems(isApiError(e) ? structureFieldProblems(body, e.fields) : []);
        },
      },
    );
  };

  const groups = draft.groups.filter((g) => !g.deleted);
  return (
    <Modal
      opened
      onClose={handleClose}
      title={readOnly ? t('materialForms.editor.viewTitle') : t('materialForms.editor.title')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {readOnly && (
            <Alert color="blue" title={t('materialForms.editor.activeTitle')}>
              {form.active ? t('materialForms.editor.activeMessage') : t('materialForms.editor.noRightMessage')}
            </Alert>
          )}
          <TextInput
            label={t('materialForms.name')}
            value={draft.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
            }}
            error={problems.get(0)?.includes('name') ? t('materialForms.editor.required') : undefined}
            disabled={readOnly}
            required
          />
          {groups.length === 0 && <Alert color="gray">{t('materialForms.editor.noGroups')}</Alert>}
          {groups.map((group, index) => (
            <GroupEditor
              key={group.id}
              group={group}
              index={index}
              categories={categoryChoices}
              problems={problems}
              readOnly={readOnly}
              onChange={(change) => setGroup(group.id, change)}
              onRemove={() => removeGroup(group)}
            />
          ))}
          {!readOnly && (
            <Group>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addGroup}>
                {t('materialForms.editor.addGroup')}
              </Button>
            </Group>
          )}
          {error && <SaveProblem error={error} fieldProblems={fieldProblems} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {readOnly ? t('common.close') : t('common.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface GroupEditorProps {
  group: GroupDraft;
  index: number;
  categories: { value: string; label: string }[];
  problems: Map<number, DraftProblem[]>;
  readOnly: boolean;
  onChange: (change: (g: GroupDraft) => GroupDraft | null) => void;
  onRemove: () => void;
}

/** One group of the working copy: its name, its selects and "add select". */
function GroupEditor({ group, index, categories, problems, readOnly, onChange, onRemove }: GroupEditorProps) {
  const { t } = useTranslation();
  const selects = group.selects.filter((s) => !s.deleted);
  const label = group.name || t('materialForms.editor.groupNumber', { number: index + 1 });

  const setSelect = (id: number, next: SelectDraft | null) =>
    onChange((g) => ({ ...g, selects: g.selects.flatMap((s) => (s.id !== id ? [s] : next ? [next] : [])) }));

  const addSelect = () =>
    onChange((g) => ({
      ...g,
      selects: [
        ...g.selects,
        {
          id: nextTempId(),
          isNew: true,
          deleted: false,
          name: '',
          area: '0',
          product_category_id: null,
          default_option_id: null,
          options: [],
        },
      ],
    }));

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('materialForms.editor.groupName')}
            value={group.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              onChange((g) => ({ ...g, name }));
            }}
            error={problems.get(group.id)?.includes('name') ? t('materialForms.editor.required') : undefined}
            disabled={readOnly}
            required
            style={{ flex: 1, minWidth: 0 }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('materialForms.editor.removeGroup', { name: label })}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {selects.map((select) => (
          <SelectEditor
            key={select.id}
            select={select}
            categories={categories}
            problems={problems}
            readOnly={readOnly}
            onChange={(next) => setSelect(select.id, next)}
            onRemove={() => setSelect(select.id, select.isNew ? null : { ...select, deleted: true })}
          />
        ))}
        {!readOnly && (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={addSelect}>
              {t('materialForms.editor.addSelect')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A refused save: the message, and the server's problems by the item they name. */
function SaveProblem({ error, fieldProblems }: { error: string; fieldProblems: StructureFieldProblem[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {error}
      {fieldProblems.length > 0 && (
        <List size="sm" mt="xs">
          {fieldProblems.map((p) => (
            <List.Item key={`${p.item}-${p.problem}`}>
              {t('materialForms.editor.fieldProblem', {
                item: p.item,
                problem: t(`materialForms.problems.${p.problem}`, {
                  defaultValue: t('materialForms.problems.other'),
                }),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
