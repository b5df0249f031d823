import { Badge, Button, Group, Menu, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MaterialForm, Project } from '@portal/contracts';
import { IconCopy, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import {
  useCreateMaterialForm,
  useDeleteMaterialForm,
  useDuplicateMaterialForm,
  useProjectMaterialForms,
} from '../../../entities/material-form';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';
import { MaterialFormEditor } from './material-form-editor';
import { TemplateLinksModal } from './template-links-modal';

/**
 * The forms list of the material-forms page (spec part 3 §2, panel 1): each form with its
 * active/inactive badge; create, edit (read-only while active), duplicate, delete after a
 * confirmation, and the apartment template links.
 */
export function MaterialFormsPanel({ project }: { project: Project }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const forms = useProjectMaterialForms(project.id);
  const create = useCreateMaterialForm(project.id);
  const remove = useDeleteMaterialForm(project.id);
  const duplicate = useDuplicateMaterialForm(project.id);
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [linkingId, setLinkingId] = useState<number | null>(null);
  const rows = forms.data?.data ?? [];
  // The modals follow the list's fresh copy, so a link shows at once.
  const editing = rows.find((f) => f.id === editingId) ?? null;
  const linking = rows.find((f) => f.id === linkingId) ?? null;

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setCreateError(t('materialForms.editor.required'));
    setCreateError(null);
    create.mutate(name.trim(), {
      onSuccess: (form) => {
        setName('');
        showSuccess(t('materialForms.created'));
        setEditingId(form.id);
      },
      onError: (error) => setCreateError(errorMessage(error)),
    });
  };

  const handleDelete = (form: MaterialForm) =>
    confirmAction({
      title: t('materialForms.deleteTitle'),
      message: t('materialForms.deleteConfirm', { name: form.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(form.id, {
          onSuccess: () => showSuccess(t('materialForms.deleted')),
          onError: (error) => showError(error),
        }),
    });

  const handleDuplicate = (form: MaterialForm) =>
    duplicate.mutate(
      { formId: form.id, name: t('materialForms.copyName', { name: form.name }).slice(0, 255) },
      {
        onSuccess: () => showSuccess(t('materialForms.duplicated')),
        onError: (error) => showError(error),
      },
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('materialForms.title')}
        </Title>
        {forms.data?.can.create && (
          <form onSubmit={handleCreate} noValidate>
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                aria-label={t('materialForms.name')}
                placeholder={t('materialForms.newName')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={createError}
                maxLength={255}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" loading={create.isPending}>
                {t('materialForms.create')}
              </Button>
            </Group>
          </form>
        )}
        <QueryState
          query={forms}
          loadingLabel={t('common.loading')}
          isEmpty={rows.length === 0}
          emptyTitle={t('materialForms.empty')}
          emptyDescription={forms.data?.can.create ? t('materialForms.emptyHint') : undefined}
        >
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((form) => (
              <Group
                key={form.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {form.name}
                    </Text>
                    <Badge color={form.active ? 'green' : 'gray'} variant="light">
                      {form.active ? t('materialForms.active') : t('materialForms.inactive')}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('materialForms.summary', {
                      groups: form.groups.length,
                      selects: form.groups.reduce((n, g) => n + g.selects.length, 0),
                      templates: form.apartment_template_ids.length,
                    })}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditingId(form.id)}
                    aria-label={t(form.can.update ? 'materialForms.editNamed' : 'materialForms.viewNamed', {
                      name: form.name,
                    })}
                  >
                    {form.can.update ? t('materialForms.edit') : t('materialForms.view')}
                  </Button>
                  <RowActionsMenu label={t('materialForms.actionsFor', { name: form.name })}>
                    {form.can.link && (
                      <Menu.Item leftSection={<IconLink size={14} aria-hidden />} onClick={() => setLinkingId(form.id)}>
                        {t('materialForms.links.open')}
                      </Menu.Item>
                    )}
                    {form.can.duplicate && (
                      <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={() => handleDuplicate(form)}>
                        {t('materialForms.duplicate')}
                      </Menu.Item>
                    )}
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      disabled={!form.can.delete}
                      onClick={() => handleDelete(form)}
                    >
                      {form.active ? t('materialForms.deleteActive') : t('common.delete')}
                    </Menu.Item>
                  </RowActionsMenu>
                </Group>
              </Group>
            ))}
          </Stack>
        </QueryState>
      </Stack>
      <MaterialFormEditor projectId={project.id} form={editing} onClose={() => setEditingId(null)} />
      <TemplateLinksModal
        projectId={project.id}
        condominiumId={project.condominiumProject?.condominium_id ?? null}
        form={linking}
        onClose={() => setLinkingId(null)}
      />
    </Paper>
  );
}
