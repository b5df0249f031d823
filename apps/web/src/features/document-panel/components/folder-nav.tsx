import { Badge, Box, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FolderOption } from '../document-fields';

interface FolderNavProps {
  folders: readonly FolderOption[];
  activeFolder: number;
  /** How many documents each folder holds (by folder id; the main folder is 0). */
  counts: ReadonlyMap<number, number>;
  onOpen: (folderId: number) => void;
  isMobile: boolean;
  /** The list's height on a desk, which the folder list keeps to. */
  height: string;
}

/** Folder mode's folder list, indented as the tree, each with its document count. */
export function FolderNav({ folders, activeFolder, counts, onOpen, isMobile, height }: FolderNavProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('documents.foldersNav')} w={isMobile ? '100%' : 220} style={{ flexShrink: 0 }}>
      <ScrollArea.Autosize mah={isMobile ? 180 : height}>
        {folders.map((folder) => (
          <NavLink
            key={folder.id}
            label={folder.name}
            active={folder.id === activeFolder}
            aria-current={folder.id === activeFolder ? 'true' : undefined}
            onClick={() => onOpen(folder.id)}
            rightSection={
              <Badge size="xs" variant="light" color="gray">
                {counts.get(folder.id) ?? 0}
              </Badge>
            }
            pl={8 + folder.depth * 14}
            py={4}
          />
        ))}
      </ScrollArea.Autosize>
    </Box>
  );
}
