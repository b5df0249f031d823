import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconFolder, IconFolderFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FolderNode, TreeFolder } from '../folder-tree';

interface FolderTreeViewProps<T extends TreeFolder> {
  nodes: readonly FolderNode<T>[];
  /** Accessible name of the tree. */
  label: string;
  /** Shown name of a folder (the main folder is translated). */
  nameOf?: (folder: T) => string;
  /** Extra text after the name (counts). */
  describe?: (folder: T) => ReactNode;
  /** Controls at the end of a row (menus). */
  actions?: (folder: T) => ReactNode;
  /** Clicking the name; without it the name is plain text. */
  onOpen?: (folder: T) => void;
}

/**
 * A plain nested tree (ARIA tree / treeitem / group) with every level open: folder trees are
 * small, and an always-open tree keeps every folder reachable by label in tests and by keyboard.
 */
export function FolderTreeView<T extends TreeFolder>({
  nodes,
  label,
  nameOf = (folder) => folder.name,
  describe,
  actions,
  onOpen,
}: FolderTreeViewProps<T>) {
  const renderNodes = (list: readonly FolderNode<T>[]) =>
    list.map((node) => {
      const name = nameOf(node.folder);
      const Icon = node.children.length > 0 ? IconFolderFilled : IconFolder;
      return (
        <Box component="li" key={node.folder.id} role="treeitem" aria-label={name} style={{ listStyle: 'none' }}>
          <Group gap="xs" wrap="nowrap" py={4} pl={node.depth * 20} justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Icon size={18} color="var(--mantine-color-brand-6)" aria-hidden />
              {onOpen ? (
                <UnstyledButton onClick={() => onOpen(node.folder)} fw={500} fz="sm">
                  {name}
                </UnstyledButton>
              ) : (
                <Text fw={500} size="sm" truncate>
                  {name}
                </Text>
              )}
              {describe && (
                <Text size="xs" c="dimmed">
                  {describe(node.folder)}
                </Text>
              )}
            </Group>
            {actions?.(node.folder)}
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
    <Box component="ul" role="tree" aria-label={label} m={0} p={0}>
      {renderNodes(nodes)}
    </Box>
  );
}
