import { ActionIcon, Alert, Button, Group, Loader, Paper, Select, Table, Text, Title, Tooltip } from '@mantine/core';
import type { Project } from '@portal/contracts';
import { IconLinkOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { companyTypeLabel } from '../../../entities/company';
import {
  useAttachableCompanies,
  useAttachProjectCompany,
  useDetachProjectCompany,
  useProjectCompanies,
} from '../../../entities/project';
import { showError, showSuccess, useErrorMessage } from '../../../lib/error-message';

/**
 * Companies tab: attach from the companies not attached yet, detach after a confirmation. The page
 * shows it to those the project's `can.manageCompanies` allows; the list itself shows to anyone.
 */
export function ProjectCompaniesTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const attached = useProjectCompanies(project.id);
  const canManage = project.can.manageCompanies;
  const available = useAttachableCompanies(project.id, canManage);
  const attach = useAttachProjectCompany();
  const detach = useDetachProjectCompany();
  const [choice, setChoice] = useState<string | null>(null);

  const options = (available.data ?? []).map((company) => ({
    value: String(company.id),
    label: `${company.name} (${companyTypeLabel(t, company.type)})`,
  }));

  const handleAttach = () => {
    if (!choice) return;
    attach.mutate(
      { projectId: project.id, companyId: Number(choice) },
      {
        onSuccess: () => {
          setChoice(null);
          showSuccess(t('projects.companies.attached'));
        },
        onError: (error) => showError(error),
      },
    );
  };

  const handleDetach = (company: { id: number; name: string }) =>
    confirmAction({
      title: t('projects.companies.detachTitle'),
      message: t('projects.companies.detachConfirm', { company: company.name, project: project.name }),
      confirmLabel: t('projects.companies.detachShort'),
      onConfirm: () =>
        detach.mutate(
          { projectId: project.id, companyId: company.id },
          { onSuccess: () => showSuccess(t('projects.companies.detached')), onError: (error) => showError(error) },
        ),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('projects.companies.title')}
      </Title>
      {canManage && (
        <Group align="flex-end" mb="md">
          <Select
            label={t('projects.companies.attachLabel')}
            placeholder={t('projects.companies.attachPlaceholder')}
            data={options}
            value={choice}
            onChange={setChoice}
            searchable
            w={320}
            disabled={available.isPending || Boolean(available.error)}
            nothingFoundMessage={t('projects.companies.noChoices')}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={handleAttach}
            disabled={!choice}
            loading={attach.isPending}
          >
            {t('projects.companies.attach')}
          </Button>
        </Group>
      )}
      {canManage && available.error && (
        <Alert color="red" role="alert" mb="md" title={t('projects.companies.choicesError')}>
          <Group justify="space-between" wrap="nowrap">
            {errorMessage(available.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void available.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {attached.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : attached.error ? (
        <Alert color="red" role="alert" title={t('projects.companies.loadError')}>
          {errorMessage(attached.error)}
        </Alert>
      ) : (attached.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('projects.companies.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('projects.columns.name')}</Table.Th>
              {canManage && <Table.Th w={80}>{t('projects.columns.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(attached.data ?? []).map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td>{company.name}</Table.Td>
                {canManage && (
                  <Table.Td>
                    <Tooltip label={t('projects.companies.detach', { name: company.name })}>
                      <ActionIcon
                        color="red"
                        variant="subtle"
                        onClick={() => handleDetach(company)}
                        aria-label={t('projects.companies.detach', { name: company.name })}
                      >
                        <IconLinkOff size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
