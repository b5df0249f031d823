import { ActionIcon, Alert, Badge, Box, Button, Group, Loader, Paper, Text, Title, Tooltip } from '@mantine/core';
import type { ManagedProjectStatus } from '@portal/contracts';
import { IconCircleCheck, IconCircleOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildStatusTree, type StatusNode, statusLabel, useProjectStatusList } from '../../../entities/status';
import { useErrorMessage } from '../../../lib/error-message';
import { StatusEditModal } from './status-edit-modal';

/**
 * Project statuses tab: the tree (active or inactive icon, nested by parent), create and edit, each
 * shown as the answers' `can` allows.
 */
export function ProjectStatusesTab() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const list = useProjectStatusList();
  const statuses = list.data?.data;
  const [editing, setEditing] = useState<ManagedProjectStatus | null>(null);
  const [opened, setOpened] = useState(false);
  const tree = useMemo(() => buildStatusTree(statuses ?? []), [statuses]);

  const open = (status: ManagedProjectStatus | null) => {
    setEditing(status);
    setOpened(true);
  };

  const renderNodes = (nodes: readonly StatusNode<ManagedProjectStatus>[]) =>
    nodes.map((node) => {
      const label = statusLabel(t, node.status);
      const Icon = node.status.is_active ? IconCircleCheck : IconCircleOff;
      return (
        <Box component="li" key={node.status.id} role="treeitem" aria-label={label} style={{ listStyle: 'none' }}>
          <Group gap="xs" py={4} pl={node.depth * 20} wrap="nowrap">
            <Tooltip label={node.status.is_active ? t('projectStatuses.isActive') : t('projectStatuses.isInactive')}>
              <Icon
                size={18}
                color={node.status.is_active ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-5)'}
                aria-label={node.status.is_active ? t('projectStatuses.isActive') : t('projectStatuses.isInactive')}
              />
            </Tooltip>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            {node.status.is_default && (
              <Badge size="xs" variant="light" color="gray">
                {t('projectStatuses.default')}
              </Badge>
            )}
            {node.status.can.update && (
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={() => open(node.status)}
                aria-label={t('projectStatuses.editAction', { name: label })}
              >
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          {node.children.length > 0 && (
            <Box component="ul" role="group" m={0} p={0}>
              {renderNodes(node.children)}
            </Box>
          )}
        </Box>
      );
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('projectStatuses.title')}
        </Title>
        {list.data?.can.create && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => open(null)}>
            {t('projectStatuses.create')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : list.error ? (
        <Alert color="red" role="alert" title={t('projectStatuses.loadError')}>
          {errorMessage(list.error)}
        </Alert>
      ) : tree.length === 0 ? (
        <Text c="dimmed">{t('projectStatuses.empty')}</Text>
      ) : (
        <Box component="ul" role="tree" aria-label={t('projectStatuses.tree')} m={0} p={0}>
          {renderNodes(tree)}
        </Box>
      )}
      <StatusEditModal opened={opened} onClose={() => setOpened(false)} statuses={statuses ?? []} status={editing} />
    </Paper>
  );
}
