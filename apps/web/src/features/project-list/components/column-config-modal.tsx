import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALWAYS_ON_COLUMNS, OPTIONAL_COLUMNS, type OptionalColumn } from '../project-columns';

interface ColumnConfigModalProps {
  opened: boolean;
  onClose: () => void;
  columns: readonly OptionalColumn[];
  onSave: (columns: OptionalColumn[]) => void;
  /** Columns that cannot show here (type with one project type, actions without projects.manage). */
  unavailable: readonly OptionalColumn[];
}

/** Per-user table columns; id, code and name stay on. */
export function ColumnConfigModal({ opened, onClose, columns, onSave, unavailable }: ColumnConfigModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OptionalColumn[]>([...columns]);

  useEffect(() => {
    if (opened) setChosen([...columns]);
  }, [opened, columns]);

  const toggle = (column: OptionalColumn, on: boolean) =>
    setChosen((current) => (on ? [...current, column] : current.filter((c) => c !== column)));

  return (
    <Modal opened={opened} onClose={onClose} title={t('projects.columnsTitle')}>
      <Stack gap="sm">
        {ALWAYS_ON_COLUMNS.map((column) => (
          <Checkbox key={column} label={t(`projects.columns.${column}`)} checked disabled readOnly />
        ))}
        {OPTIONAL_COLUMNS.filter((column) => !unavailable.includes(column)).map((column) => (
          <Checkbox
            key={column}
            label={t(`projects.columns.${column}`)}
            checked={chosen.includes(column)}
            onChange={(event) => toggle(column, event.currentTarget.checked)}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('projects.columnsAlwaysOn')}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('projects.cancel')}
          </Button>
          <Button
            onClick={() => {
              onSave(chosen);
              onClose();
            }}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
