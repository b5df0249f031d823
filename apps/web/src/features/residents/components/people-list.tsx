import { ActionIcon, Anchor, Badge, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { ResidentRow } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import {
  APARTMENT_ROLE_OPTIONS,
  apartmentLabel,
  CONDOMINIUM_ROLE_OPTIONS,
  residentRoleKey,
  useChangeResidentRole,
  useRemoveResident,
} from '../../../entities/resident';
import { showError, showSuccess } from '../../../lib/error-message';

interface PeopleListProps {
  condominiumId: number;
  rows: readonly ResidentRow[];
  /** Show each row's apartment (the condominium's list); an apartment's own list leaves it out. */
  showApartment: boolean;
}

/**
 * People as wrapping rows rather than a table, so a phone shows them without sideways scrolling:
 * name, contact details, apartment and role; the role is a dropdown and a remove button follows
 * where the row's `can` allows it.
 */
export function PeopleList({ condominiumId, rows, showApartment }: PeopleListProps) {
  const { t } = useTranslation();
  const change = useChangeResidentRole(condominiumId);
  const remove = useRemoveResident(condominiumId);

  const handleRole = (row: ResidentRow, role: string | null) => {
    if (!role || role === row.role) return;
    const next = row.apartment
      ? { userId: row.user_id, apartmentId: row.apartment.id, role: role as 'owner' | 'tenant' }
      : { userId: row.user_id, apartmentId: null, role: role as 'admin' | 'stakeholder' };
    change.mutate(next, {
      onSuccess: () => showSuccess(t('residents.roleChanged', { name: row.name })),
      onError: (e) => showError(e),
    });
  };

  const handleRemove = (row: ResidentRow) =>
    confirmAction({
      title: t('residents.removeTitle'),
      message: row.apartment
        ? t('residents.removeFromApartment', { name: row.name, apartment: apartmentLabel(row.apartment) })
        : t('residents.removeFromCondominium', { name: row.name }),
      confirmLabel: t('residents.remove'),
      onConfirm: () =>
        remove.mutate(
          { userId: row.user_id, apartmentId: row.apartment?.id ?? null },
          { onSuccess: () => showSuccess(t('residents.removed', { name: row.name })), onError: (e) => showError(e) },
        ),
    });

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const options = (row.apartment ? APARTMENT_ROLE_OPTIONS : CONDOMINIUM_ROLE_OPTIONS).map((role) => ({
          value: role,
          label: t(residentRoleKey(role)),
        }));
        const roleName = t(residentRoleKey(row.role));
        return (
          <Paper component="li" key={`${row.user_id}-${row.apartment?.id ?? 'c'}`} withBorder radius="md" p="sm">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Text>
                  {showApartment && row.apartment && (
                    <Badge variant="light" color="gray" tt="none">
                      {t('residents.apartmentBadge', { apartment: apartmentLabel(row.apartment) })}
                    </Badge>
                  )}
                  {!row.is_activated && row.email !== null && (
                    <Badge variant="outline" color="yellow" tt="none">
                      {t('residents.notActivated')}
                    </Badge>
                  )}
                </Group>
                {row.email && (
                  <Anchor size="sm" href={`mailto:${row.email}`} style={{ overflowWrap: 'anywhere' }}>
                    {row.email}
                  </Anchor>
                )}
                {row.phone && <Text size="sm">{row.phone}</Text>}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {row.can.update ? (
                  <Select
                    aria-label={t('residents.roleOf', { name: row.name })}
                    data={options}
                    value={row.role}
                    onChange={(value) => handleRole(row, value)}
                    allowDeselect={false}
                    w={240}
                  />
                ) : (
                  <Text size="sm">{roleName}</Text>
                )}
                {row.can.delete && (
                  <Tooltip label={t('residents.removeNamed', { name: row.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('residents.removeNamed', { name: row.name })}
                      onClick={() => handleRemove(row)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
