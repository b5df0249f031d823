import { Box, Checkbox, Paper, Text, UnstyledButton } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DocumentThumb, isPdfDocument, thumbSizeFor } from '../../../entities/document';
import { formatListingDate } from '../../../lib/format';
import { truncateName } from '../document-format';
import { useListVirtualizer } from '../use-list-virtualizer';
import type { DocumentsViewProps } from './documents-table';

/** The narrowest card: at a desk, and on a phone (two across a 390 px screen). */
const CARD_WIDTH = 176;
const MOBILE_CARD_WIDTH = 150;
const ROW_HEIGHT = 228;
const GAP = 8;

/**
 * The documents as an icon grid, virtualised by rows. Each thumbnail is the size that stays sharp
 * at the screen's pixel ratio (a phone's is 2 or 3: the 256 px one would be blurred there).
 */
export function DocumentsIcons({
  documents,
  selected,
  onToggle,
  activeId,
  onOpen,
  isMobile,
  height,
}: DocumentsViewProps) {
  const { t } = useTranslation();
  const { ref: sizeRef, width } = useElementSize();
  const perRow = Math.max(1, Math.floor(((width || 1000) + GAP) / ((isMobile ? MOBILE_CARD_WIDTH : CARD_WIDTH) + GAP)));
  const rows = Math.ceil(documents.length / perRow);
  const list = useListVirtualizer({ isMobile, count: rows, estimateSize: () => ROW_HEIGHT, overscan: 3 });
  const mergedRef = useMergedRef(list.scrollRef, sizeRef);
  const cardWidth = width ? (width - GAP * (perRow - 1)) / perRow : CARD_WIDTH;
  const thumbSize = thumbSizeFor(cardWidth, typeof window === 'undefined' ? 1 : window.devicePixelRatio);

  return (
    <Box
      ref={mergedRef}
      role="list"
      aria-label={t('documents.iconsLabel')}
      style={isMobile ? { position: 'relative' } : { height, overflow: 'auto', position: 'relative' }}
      data-testid="documents-scroll"
      data-thumb-size={thumbSize}
    >
      <Box ref={list.listRef} style={{ height: list.totalSize, position: 'relative' }}>
        {list.items.map((row) => (
          <Box
            key={row.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${list.topOf(row)}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              gap: GAP,
              paddingBlock: 4,
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
                    projectId={doc.project_id}
                    documentId={doc.id}
                    thumb={doc.thumb}
                    version={doc.updated_at}
                    pdf={isPdfDocument(doc)}
                    size={thumbSize}
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
