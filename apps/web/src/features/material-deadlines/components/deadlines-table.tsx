import { ActionIcon, Badge, Stack, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Language, MaterialDeadline } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeadlineBadge, formatDeadline } from '../../../entities/material-deadline';

const LEVEL_COLORS = { project: 'blue', stairwell: 'grape', apartment: 'teal' } as const;

/** Who a deadline applies to, in words: everyone, a stairwell, one apartment. */
export function deadlineTarget(t: (key: string, options?: Record<string, unknown>) => string, d: MaterialDeadline) {
  if (d.level === 'project') return t('materialDeadlines.wholeProject');
  if (d.level === 'stairwell') return t('materialDeadlines.stairwellTarget', { stairwell: d.stairwell });
  return t('materialDeadlines.apartmentTarget', { stairwell: d.stairwell, number: d.apartment_number });
}

/** The project's selection deadlines: level, whom it binds, when; delete for managers. Fits 390 px. */
export function DeadlinesTable({
  rows,
  timeZone,
  language,
  onDelete,
}: {
  rows: readonly MaterialDeadline[];
  timeZone: string;
  language: Language;
  onDelete: (deadline: MaterialDeadline) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table striped verticalSpacing="xs" horizontalSpacing={4} aria-label={t('materialDeadlines.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('materialDeadlines.appliesTo')}</Table.Th>
          <Table.Th>{t('materialDeadlines.deadline')}</Table.Th>
          <Table.Th w={40}>
            <VisuallyHidden>{t('materialDeadlines.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((d) => {
          const target = deadlineTarget(t, d);
          const when = formatDeadline(d.deadline_at, timeZone, language);
          return (
            <Table.Tr key={d.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Stack gap={2} align="flex-start">
                  <Badge
                    color={LEVEL_COLORS[d.level]}
                    variant="light"
                    aria-label={`${t('materialDeadlines.level')}: ${t(`materialDeadlines.levels.${d.level}`)}`}
                  >
                    {t(`materialDeadlines.levels.${d.level}`)}
                  </Badge>
                  <span>{target}</span>
                </Stack>
              </Table.Td>
              <Table.Td>
                <DeadlineBadge deadlineAt={d.deadline_at} />
              </Table.Td>
              <Table.Td>
                {d.can.delete && (
                  <Tooltip label={t('materialDeadlines.delete', { target, when })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('materialDeadlines.delete', { target, when })}
                      onClick={() => onDelete(d)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
