import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The "…" button at the end of a table or tree row, opening that row's actions. `label` names the
 * row for screen readers ("Actions for Maija"); `children` are Menu.Item elements.
 */
export function RowActionsMenu({
  label,
  iconSize = 18,
  children,
}: {
  label: string;
  iconSize?: number;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={iconSize} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
