import { Badge, Box, NativeSelect, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FolderOption } from '../document-fields';

interface FolderNavProps {
  folders: readonly FolderOption[];
  activeFolder: number;
  /** How many documents each folder holds (by folder id; the main folder is 0); unknown until the whole list is in. */
  counts: ReadonlyMap<number, number> | undefined;
  onOpen: (folderId: number) => void;
  isMobile: boolean;
  /** The list's height on a desk, which the folder list keeps to. */
  height: string;
}

/**
 * Folder mode's folders, each with its document count: at a desk a list beside the documents,
 * indented as the tree; on a phone the phone's own picker, so no box scrolls inside the page.
 */
export function FolderNav({ folders, activeFolder, counts, onOpen, isMobile, height }: FolderNavProps) {
  const { t } = useTranslation();
  const counted = (folder: FolderOption) => (counts ? ` (${counts.get(folder.id) ?? 0})` : '');
  if (isMobile) {
    return (
      <NativeSelect
        label={t('documents.foldersNav')}
        value={String(activeFolder)}
        onChange={(event) => onOpen(Number(event.currentTarget.value))}
        data={folders.map((folder) => ({
          value: String(folder.id),
          label: `${'\u2003'.repeat(folder.depth)}${folder.name}${counted(folder)}`,
        }))}
      />
    );
  }
  return (
    <Box component="nav" aria-label={t('documents.foldersNav')} w={220} style={{ flexShrink: 0 }}>
      <ScrollArea.Autosize mah={height}>
        {folders.map((folder) => (
          <NavLink
            key={folder.id}
            label={folder.name}
            active={folder.id === activeFolder}
            aria-current={folder.id === activeFolder ? 'true' : undefined}
            onClick={() => onOpen(folder.id)}
            rightSection={
              counts && (
                <Badge size="xs" variant="light" color="gray">
                  {counts.get(folder.id) ?? 0}
                </Badge>
              )
            }
            pl={8 + folder.depth * 14}
            py={4}
          />
        ))}
      </ScrollArea.Autosize>
    </Box>
  );
}
