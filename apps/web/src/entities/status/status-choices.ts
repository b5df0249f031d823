import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectStatuses } from './api/project-statuses-query';
import { findStartStatus } from './start-status';
import { statusLabel } from './status-label';
import { buildStatusTree, flattenTree } from './status-tree';

/** A status as a select offers it. */
export interface StatusChoice {
  id: number;
  /** Shown name (built-in statuses translated). */
  label: string;
  /** Depth in the status tree, for indenting. */
  depth: number;
  isActive: boolean;
}

/** Every status in tree order, and the one a new project starts with when there is one. */
export function useStatusChoices(): { statuses: StatusChoice[]; startStatusId?: number } {
  const { t } = useTranslation();
  const statuses = useProjectStatuses();
  return useMemo(
    () => ({
      statuses: flattenTree(buildStatusTree(statuses.data ?? [])).map((node) => ({
        id: node.status.id,
        label: statusLabel(t, node.status),
        depth: node.depth,
        isActive: Boolean(node.status.is_active),
      })),
      startStatusId: findStartStatus(statuses.data ?? [])?.id,
    }),
    [statuses.data, t],
  );
}

/** The status filter of the projects list: every status by its shown name. */
export function useStatusFilterOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const statuses = useProjectStatuses();
  return useMemo(
    () => (statuses.data ?? []).map((status) => ({ value: String(status.id), label: statusLabel(t, status) })),
    [statuses.data, t],
  );
}
