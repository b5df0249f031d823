import { Button, Group } from '@mantine/core';
import type { ProjectDocumentsCan } from '@portal/contracts';
import { IconFilePlus, IconFolderShare, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DocumentsActionsProps {
  /** What the list answer allows in this project. */
  can: ProjectDocumentsCan | undefined;
  /** How many of the selected documents may be deleted, and how many are selected. */
  deletableCount: number;
  selectedCount: number;
  onAdd: () => void;
  onMoveSelected: () => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
  /** The actions of other workflows on the selection (export, asking for deletion). */
  selectionActions?: ReactNode;
  /** On a phone the actions on a selection show only once something is selected. */
  isMobile?: boolean;
  /** Shown first in the row (a phone's filters button). */
  leading?: ReactNode;
}

/** The button row over the documents: add, move, delete and the other actions on the selection. */
export function DocumentsActions(props: DocumentsActionsProps) {
  const { can, deletableCount, selectedCount, selectionActions, isMobile = false } = props;
  const { t } = useTranslation();
  const onSelection = !isMobile || selectedCount > 0;
  return (
    <Group gap="xs">
      {props.leading}
      {can?.create && (
        <Button size="xs" leftSection={<IconFilePlus size={14} aria-hidden />} onClick={props.onAdd}>
          {t('documents.add.button')}
        </Button>
      )}
      {can?.move && onSelection && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFolderShare size={14} aria-hidden />}
          onClick={props.onMoveSelected}
        >
          {t('documents.moveSelected')}
        </Button>
      )}
      {deletableCount > 0 && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={props.onDeleteSelected}
        >
          {t('documents.deleteSelected', { count: deletableCount })}
        </Button>
      )}
      {onSelection && selectionActions}
      {selectedCount > 0 && (
        <Button size="xs" variant="subtle" color="gray" onClick={props.onClearSelection}>
          {t('documents.clearSelection', { count: selectedCount })}
        </Button>
      )}
    </Group>
  );
}
