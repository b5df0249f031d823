import { ActionIcon, Group, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Apartment } from '@portal/contracts';
import { IconChevronDown, IconChevronUp, IconEye, IconSelector, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apartmentLabel } from '../../../entities/apartment';
import { type ApartmentSort, type ApartmentSortKey, nextSort, sortApartments } from './apartment-sort';

/**
 * Key, full name (the sort button's accessible name) and the short header a 390 px phone has room
 * for: the headers stay on one line and the cells wrap anywhere, so the table fits the screen.
 */
const COLUMNS: [ApartmentSortKey, string, string][] = [
  ['id', 'apartments.id', 'apartments.id'],
  ['stairwell', 'apartments.stairwell', 'apartments.stairwellShort'],
  ['number', 'apartments.number', 'apartments.numberShort'],
  ['template', 'apartments.template', 'apartments.templateShort'],
];

export const apartmentPath = (a: Pick<Apartment, 'id' | 'condominium_id'>) =>
  `/condominium/${a.condominium_id}/apartments/${a.id}`;

/**
 * The apartments of a condominium (spec part 3 §2): id, stairwell, number, template, with view and
 * delete; a row click opens the apartment. Narrow enough for a 390 px phone without scrolling sideways.
 */
export function ApartmentsTable({
  rows,
  onDelete,
}: {
  rows: readonly Apartment[];
  onDelete: (apartment: Apartment) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sort, setSort] = useState<ApartmentSort>({ key: 'stairwell', descending: false });
  const sorted = useMemo(() => sortApartments(rows, sort), [rows, sort]);

  return (
    <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={4} aria-label={t('apartments.title')}>
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map(([key, label, short]) => {
            const active = sort.key === key;
            const Icon = !active ? IconSelector : sort.descending ? IconChevronDown : IconChevronUp;
            return (
              <Table.Th key={key} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                <UnstyledButton
                  onClick={() => setSort((current) => nextSort(current, key))}
                  aria-label={t(label)}
                  title={t(label)}
                >
                  <Group gap={2} wrap="nowrap">
                    <Text span size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {t(short)}
                    </Text>
                    <Icon size={14} stroke={1.5} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            );
          })}
          <Table.Th w={60}>
            <VisuallyHidden>{t('apartments.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((a) => {
          const label = apartmentLabel(a);
          return (
            <Table.Tr key={a.id} style={{ cursor: 'pointer' }} onClick={() => navigate(apartmentPath(a))}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.id}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.stairwell}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.apartment_number ?? ''}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.template_name ?? ''}</Table.Td>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Group gap={0} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t('apartments.view', { name: label })}>
                    <ActionIcon
                      variant="subtle"
                      component={Link}
                      to={apartmentPath(a)}
                      aria-label={t('apartments.view', { name: label })}
                    >
                      <IconEye size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {a.can.delete && (
                    <Tooltip label={t('apartments.delete', { name: label })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('apartments.delete', { name: label })}
                        onClick={() => onDelete(a)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
