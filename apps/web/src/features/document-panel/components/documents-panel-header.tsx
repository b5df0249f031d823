import { Badge, Group, SegmentedControl, Switch, Title } from '@mantine/core';
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
}

/** The panel's title with its count, and the view's layout, map and folder-mode switches. */
export function DocumentsPanelHeader({ view, onChange, shown, total, hasMap }: DocumentsPanelHeaderProps) {
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
          size="xs"
          aria-label={t('documents.layoutLabel')}
          value={view.layout}
          onChange={(value) => onChange({ layout: value as DocumentLayout })}
          data={(Object.keys(LAYOUT_ICONS) as DocumentLayout[]).map((layout) => {
            const Icon = LAYOUT_ICONS[layout];
            return {
              value: layout,
              label: (
                <Group gap={4} wrap="nowrap">
                  <Icon size={14} aria-hidden />
                  <span>{t(`documents.layouts.${layout}`)}</span>
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
        <Switch
          size="sm"
          label={t('documents.folderMode')}
          checked={!view.flatMode}
          onChange={(event) => onChange({ flatMode: !event.currentTarget.checked })}
        />
      </Group>
    </Group>
  );
}
