import { Badge, Group, SegmentedControl, Switch, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconCategory, IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentLayout, DocumentViewState } from '../document-view-state';

const LAYOUT_ICONS: Record<DocumentLayout, typeof IconTable> = {
  table: IconTable,
  icons: IconLayoutGrid,
  'report-date': IconCalendar,
  'report-type': IconCategory,
};

interface DocumentsPanelHeaderProps {
  view: DocumentViewState;
  onChange: (part: Partial<DocumentViewState>) => void;
  /** How many documents the filters show, and how many there are (undefined while loading). */
  shown: number;
  total: number | undefined;
  /** Whether the panel has a map to show or hide. */
  hasMap: boolean;
  /** Whether folder mode exists (a project's panel; a summary view has no folder tree). */
  hasFolders?: boolean;
  /** On a phone the layouts show as icons (their names stay for screen readers and as tooltips). */
  isMobile: boolean;
}

/** The panel's title with its count, and the view's layout, map and folder-mode switches. */
export function DocumentsPanelHeader({
  view,
  onChange,
  shown,
  total,
  hasMap,
  hasFolders = true,
  isMobile,
}: DocumentsPanelHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        <Title order={2} size="h4" id="documents-title">
          {t('documents.title')}
        </Title>
        {total !== undefined && (
          <Badge variant="light" color="gray" aria-label={t('documents.shownOf', { shown, total })}>
            {shown === total ? total : `${shown} / ${total}`}
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        <SegmentedControl
          size={isMobile ? 'sm' : 'xs'}
          aria-label={t('documents.layoutLabel')}
          value={view.layout}
          onChange={(value) => onChange({ layout: value as DocumentLayout })}
          data={(Object.keys(LAYOUT_ICONS) as DocumentLayout[]).map((layout) => {
            const Icon = LAYOUT_ICONS[layout];
            const name = t(`documents.layouts.${layout}`);
            return {
              value: layout,
              label: isMobile ? (
                <Group gap={0} wrap="nowrap" px={4} title={name}>
                  <Icon size={18} aria-hidden />
                  <VisuallyHidden>{name}</VisuallyHidden>
                </Group>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Icon size={14} aria-hidden />
                  <span>{name}</span>
                </Group>
              ),
            };
          })}
        />
        {hasMap && (
          <Switch
            size="sm"
            label={t('maps.showMap')}
            checked={view.mapVisibility}
            onChange={(event) => onChange({ mapVisibility: event.currentTarget.checked })}
          />
        )}
        {hasFolders && (
          <Switch
            size="sm"
            label={t('documents.folderMode')}
            checked={!view.flatMode}
            onChange={(event) => onChange({ flatMode: !event.currentTarget.checked })}
          />
        )}
      </Group>
    </Group>
  );
}
