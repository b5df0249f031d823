import { Badge, Box, Checkbox, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Document } from '@portal/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentThumb, isPdfDocument } from '../../../entities/document';
import { formatListingDate } from '../../../lib/format';
import { groupByDate, groupByType, truncateName } from '../document-format';
import { useListVirtualizer } from '../use-list-virtualizer';
import type { DocumentsViewProps } from './documents-table';

const HEADER_HEIGHT = 48;
const ITEM_HEIGHT = 96;

type Item = { kind: 'header'; key: string; label: string; count: number } | { kind: 'doc'; doc: Document };

/**
 * Reports by date (capture day, the newest first) or by type: a heading per group and the
 * documents under it with their keywords and description, virtualised as one list.
 */
export function DocumentsReport({
  by,
  documents,
  selected,
  onToggle,
  activeId,
  onOpen,
  typeName,
  isMobile,
  height,
}: DocumentsViewProps & { by: 'date' | 'type' }) {
  const { t, i18n } = useTranslation();
  const items = useMemo<Item[]>(() => {
    const groups = by === 'date' ? groupByDate(documents) : groupByType(documents, typeName, i18n.language);
    return groups.flatMap((group) => [
      {
        kind: 'header' as const,
        key: group.key,
        label: by === 'date' ? dayjs(group.key).format('DD.MM.YYYY') : group.key,
        count: group.documents.length,
      },
      ...group.documents.map((doc) => ({ kind: 'doc' as const, doc })),
    ]);
  }, [by, documents, typeName, i18n.language]);
  const list = useListVirtualizer({
    isMobile,
    count: items.length,
    estimateSize: (index) => (items[index].kind === 'header' ? HEADER_HEIGHT : ITEM_HEIGHT),
    overscan: 6,
  });

  return (
    <Box
      ref={list.scrollRef}
      role="list"
      aria-label={by === 'date' ? t('documents.layouts.report-date') : t('documents.layouts.report-type')}
      style={isMobile ? { position: 'relative' } : { height, overflow: 'auto', position: 'relative' }}
      data-testid="documents-scroll"
    >
      <Box ref={list.listRef} style={{ height: list.totalSize, position: 'relative' }}>
        {list.items.map((virtual) => {
          const item = items[virtual.index];
          const style = {
            position: 'absolute' as const,
            top: 0,
            left: 0,
            right: 0,
            height: item.kind === 'header' ? HEADER_HEIGHT : ITEM_HEIGHT,
            transform: `translateY(${list.topOf(virtual)}px)`,
          };
          if (item.kind === 'header') {
            return (
              <Group key={`h-${item.key}`} style={style} align="end" pb={6} role="listitem">
                <Title order={3} size="h5">
                  {item.label}
                </Title>
                <Badge variant="light" color="gray">
                  {t('documents.count', { count: item.count })}
                </Badge>
              </Group>
            );
          }
          const doc = item.doc;
          return (
            <Group
              key={doc.id}
              role="listitem"
              style={{
                ...style,
                borderBottom: '1px solid var(--mantine-color-gray-2)',
                background: doc.id === activeId ? 'var(--mantine-color-brand-0)' : undefined,
              }}
              wrap="nowrap"
              gap="sm"
              px={4}
            >
              <Checkbox
                aria-label={t('documents.select', { name: doc.name })}
                checked={selected.has(doc.id)}
                onChange={() => onToggle(doc.id)}
                size="xs"
              />
              <DocumentThumb
                projectId={doc.project_id}
                documentId={doc.id}
                thumb={doc.thumb}
                version={doc.updated_at}
                pdf={isPdfDocument(doc)}
                size="small"
                alt={t('documents.thumbOf', { name: doc.name })}
                width={80}
                height={80}
              />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <UnstyledButton onClick={() => onOpen(doc)} title={doc.name} fw={500} fz="sm" c="brand.7">
                  {doc.counter} · {truncateName(doc.name)}
                </UnstyledButton>
                <Text size="xs" c="dimmed">
                  {formatListingDate(doc.created)} · {typeName(doc)}
                  {doc.addedByCompany ? ` · ${doc.addedByCompany.name}` : ''}
                </Text>
                <Text size="xs" truncate>
                  {[doc.phase, doc.subject, doc.state].filter(Boolean).join(' · ')}
                </Text>
                {doc.detailText && (
                  <Text size="xs" c="dimmed" truncate>
                    {doc.detailText}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        })}
      </Box>
    </Box>
  );
}
