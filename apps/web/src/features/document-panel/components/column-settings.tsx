import { ActionIcon, Checkbox, Menu, Stack, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ColumnChoice {
  key: string;
  label: string;
}

interface ColumnSettingsProps {
  columns: readonly ColumnChoice[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** The table's visible columns, chosen one by one (kept in this browser: use-column-settings.ts). */
export function ColumnSettings({ columns, hidden, onToggle }: ColumnSettingsProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Tooltip label={t('documents.columnSettings')}>
          <ActionIcon variant="light" size="md" aria-label={t('documents.columnSettings')}>
            <IconColumns size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('documents.columnSettings')}</Menu.Label>
        <Stack gap={6} p={6}>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              size="xs"
              label={column.label}
              checked={!hidden.has(column.key)}
              onChange={() => onToggle(column.key)}
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
