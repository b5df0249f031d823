import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** One row action: its name (tooltip and screen readers say the same) and what it does. */
interface RowAction {
  label: string;
  onClick: () => void;
}

interface EditDeleteActionsProps {
  /** Left out when the row may not be edited (the answer's `can`). */
  edit?: RowAction;
  /** Left out when the row may not be deleted. */
  remove?: RowAction;
  iconSize?: number;
  /** Where the buttons sit in their cell (at its end in the project tabs' tables). */
  justify?: 'flex-start' | 'flex-end';
}

/** A table row's edit and delete buttons, each named after the row it acts on. */
export function EditDeleteActions({ edit, remove, iconSize = 18, justify }: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify={justify}>
      {edit && (
        <Tooltip label={edit.label}>
          <ActionIcon variant="subtle" aria-label={edit.label} onClick={edit.onClick}>
            <IconPencil size={iconSize} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {remove && (
        <Tooltip label={remove.label}>
          <ActionIcon variant="subtle" color="red" aria-label={remove.label} onClick={remove.onClick}>
            <IconTrash size={iconSize} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
