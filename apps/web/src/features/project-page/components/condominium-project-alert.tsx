import { Alert, Button, Group, Text } from '@mantine/core';
import type { Project } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CondominiumSelect, useLinkCondominiumProject } from '../../../entities/condominium';
import { invalidateProjects } from '../../../entities/project';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';

/**
 * A condominium project without its condominium (spec part 2, the condominium project view): a
 * warning, a dropdown of every condominium and a save button; saving with none chosen alerts.
 */
export function CondominiumProjectAlert({ project }: { project: Project }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const link = useLinkCondominiumProject();
  const [chosen, setChosen] = useState<string | null>(null);

  const handleSave = () => {
    if (!chosen) {
      window.alert(t('condominiums.project.chooseFirst'));
      return;
    }
    link.mutate(
      { condominium_id: Number(chosen), project_id: project.id },
      {
        onSuccess: () => {
          showSuccess(t('condominiums.project.saved'));
          void invalidateProjects(queryClient);
        },
        onError: notifyRefusal,
      },
    );
  };

  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} mb="md">
      {/* The message as body text: the alert's yellow title colour is too faint on its background (axe). */}
      <Text size="sm" fw={600} mb="xs">
        {t('condominiums.project.missing')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CondominiumSelect value={chosen} onChange={(value) => setChosen(value)} w={{ base: '100%', xs: 280 }} />
        <Button onClick={handleSave} loading={link.isPending}>
          {t('condominiums.project.save')}
        </Button>
      </Group>
    </Alert>
  );
}
