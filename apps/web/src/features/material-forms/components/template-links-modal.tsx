import { Alert, Checkbox, Modal, Stack, Text } from '@mantine/core';
import type { MaterialForm } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import { useApartmentTemplates } from '../../../entities/apartment-template';
import { useLinkMaterialForm } from '../../../entities/material-form';
import { showError, showSuccess } from '../../../lib/error-message';

interface TemplateLinksModalProps {
  projectId: number;
  /** The project's condominium; null when none is linked yet. */
  condominiumId: number | null;
  /** The form whose links are edited; closed while null. */
  form: MaterialForm | null;
  onClose: () => void;
}

/**
 * Links a form to the apartment templates of the project's condominium (spec part 3 §2 "link to
 * apartment templates"): one checkbox per template, each change after a confirmation. A linked
 * form is active; linking works whether the form is active or not.
 */
export function TemplateLinksModal({ projectId, condominiumId, form, onClose }: TemplateLinksModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={form !== null}
      onClose={onClose}
      title={t('materialForms.links.title', { name: form?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {form && condominiumId === null && <Alert color="yellow">{t('materialForms.links.noCondominium')}</Alert>}
      {form && condominiumId !== null && (
        <TemplateChoices projectId={projectId} condominiumId={condominiumId} form={form} />
      )}
    </Modal>
  );
}

function TemplateChoices({
  projectId,
  condominiumId,
  form,
}: {
  projectId: number;
  condominiumId: number;
  form: MaterialForm;
}) {
  const { t } = useTranslation();
  const templates = useApartmentTemplates(condominiumId);
  const link = useLinkMaterialForm(projectId);
  const rows = templates.data?.data ?? [];
  const linked = new Set(form.apartment_template_ids);

  const handleToggle = (templateId: number, name: string, checked: boolean) =>
    confirmAction({
      title: checked ? t('materialForms.links.linkTitle') : t('materialForms.links.unlinkTitle'),
      message: checked
        ? t('materialForms.links.linkConfirm', { form: form.name, template: name })
        : t('materialForms.links.unlinkConfirm', { form: form.name, template: name }),
      confirmLabel: checked ? t('materialForms.links.link') : t('materialForms.links.unlink'),
      isDestructive: !checked,
      onConfirm: () =>
        link.mutate(
          { templateId, formId: form.id, linked: checked },
          {
            onSuccess: () => showSuccess(checked ? t('materialForms.links.linked') : t('materialForms.links.unlinked')),
            onError: (error) => showError(error),
          },
        ),
    });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('materialForms.links.help')}
      </Text>
      <QueryState
        query={templates}
        loadingLabel={t('common.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('materialForms.links.noTemplates')}
      >
        <Stack gap="xs">
          {rows.map((template) => (
            <Checkbox
              key={template.id}
              label={template.name}
              checked={linked.has(template.id)}
              disabled={!form.can.link || link.isPending}
              onChange={(e) => handleToggle(template.id, template.name, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
