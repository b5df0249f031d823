import { Button, Group, Paper, Title } from '@mantine/core';
import type { ResidentApartment } from '@portal/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useCondominiumPeople } from '../../../entities/resident';
import { AddPersonModal } from './add-person-modal';
import { PeopleList } from './people-list';

interface CondominiumUsersTabProps {
  condominiumId: number;
  /**
   * The condominium's apartments, for adding an owner or tenant (the apartments tab's list).
   * Without them only admins and stakeholders can be added here.
   */
  apartments?: readonly ResidentApartment[];
}

/**
 * The condominium page's users tab (spec part 3: name, e-mail, phone, type and specifier, built on
 * the condominium-users and apartment-users calls): its admins and stakeholders, then every
 * apartment's owners and tenants. Adding, role changes and removal follow the answers' `can`.
 */
export function CondominiumUsersTab({ condominiumId, apartments = [] }: CondominiumUsersTabProps) {
  const { t } = useTranslation();
  const people = useCondominiumPeople(condominiumId);
  const [adding, setAdding] = useState(false);
  const rows = people.data?.data ?? [];
  const canCreate = people.data?.can.create ?? false;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t('residents.condominiumTitle')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('residents.addPerson')}
          </Button>
        )}
      </Group>
      <QueryState
        query={people}
        loadingLabel={t('residents.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('residents.noneTitle')}
        emptyDescription={canCreate ? t('residents.noneHint') : undefined}
      >
        <PeopleList condominiumId={condominiumId} rows={rows} showApartment />
      </QueryState>
      <AddPersonModal
        target={{ kind: 'condominium', condominiumId, apartments }}
        opened={adding}
        onClose={() => setAdding(false)}
      />
    </Paper>
  );
}
