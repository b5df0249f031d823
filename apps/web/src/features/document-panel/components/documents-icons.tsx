import { Box, Checkbox, Paper, Text, UnstyledButton } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentThumb, isPdfDocument } from '../../../entities/document';
import { formatListingDate } from '../../../lib/format';
import { truncateName } from '../document-format';
import type { DocumentsViewProps } from './documents-table';

const CARD_WIDTH = 176;
const ROW_HEIGHT = 228;

/** The documents as an icon grid, virtualised by rows. */
export function DocumentsIcons({
  projectId,
  documents,
  selected,
  onToggle,
  activeId,
  onOpen,
  height,
}: DocumentsViewProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width } = useElementSize();
  const mergedRef = useMergedRef(scrollRef, sizeRef);
  const perRow = Math.max(1, Math.floor((width || 1000) / CARD_WIDTH));
  const rows = Math.ceil(documents.length / perRow);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    initialRect: { width: 1000, height: 600 },
  });

  return (
    <Box
      ref={mergedRef}
      role="list"
      aria-label={t('documents.iconsLabel')}
      style={{ height, overflow: 'auto', position: 'relative' }}
      data-testid="documents-scroll"
    >
      <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              gap: 8,
              padding: 4,
            }}
          >
            {documents.slice(row.index * perRow, row.index * perRow + perRow).map((doc) => (
              <Paper
                key={doc.id}
                role="listitem"
                withBorder
                p={6}
                radius="md"
                style={{
                  height: ROW_HEIGHT - 12,
                  borderColor: doc.id === activeId ? 'var(--mantine-color-brand-5)' : undefined,
                  position: 'relative',
                }}
              >
                <Checkbox
                  aria-label={t('documents.select', { name: doc.name })}
                  checked={selected.has(doc.id)}
                  onChange={() => onToggle(doc.id)}
                  size="xs"
                  style={{ position: 'absolute', top: 10, left: 10, zIndex: 1 }}
                />
                <UnstyledButton
                  onClick={() => onOpen(doc)}
                  aria-label={t('documents.open', { name: doc.name })}
                  style={{ display: 'block', width: '100%' }}
                >
                  <DocumentThumb
                    projectId={projectId}
                    documentId={doc.id}
                    thumb={doc.thumb}
                    version={doc.updated_at}
                    pdf={isPdfDocument(doc)}
                    size="small"
                    alt=""
                    width="100%"
                    height={150}
                  />
                  <Text size="sm" fw={500} mt={6} truncate title={doc.name}>
                    {doc.counter} · {truncateName(doc.name)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatListingDate(doc.created)}
                  </Text>
                </UnstyledButton>
              </Paper>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
