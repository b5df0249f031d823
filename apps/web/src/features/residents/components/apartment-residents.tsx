import { Button, Group, Paper, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useApartmentResidents } from '../../../entities/resident';
import { AddPersonModal } from './add-person-modal';
import { PeopleList } from './people-list';

interface ApartmentResidentsProps {
  condominiumId: number;
  apartmentId: number;
}

/**
 * The apartment page's residents: owners and tenants. Staff and the condominium's admin add,
 * change and remove (the answers' `can`); the residents themselves see each other's names.
 */
export function ApartmentResidents({ condominiumId, apartmentId }: ApartmentResidentsProps) {
  const { t } = useTranslation();
  const residents = useApartmentResidents(condominiumId, apartmentId);
  const [adding, setAdding] = useState(false);
  const rows = residents.data?.data ?? [];
  const canCreate = residents.data?.can.create ?? false;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t('residents.apartmentTitle')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('residents.addResident')}
          </Button>
        )}
      </Group>
      <QueryState
        query={residents}
        loadingLabel={t('residents.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('residents.noResidentsTitle')}
        emptyDescription={canCreate ? t('residents.noResidentsHint') : undefined}
      >
        <PeopleList condominiumId={condominiumId} rows={rows} showApartment={false} />
      </QueryState>
      <AddPersonModal
        target={{ kind: 'apartment', condominiumId, apartmentId }}
        opened={adding}
        onClose={() => setAdding(false)}
      />
    </Paper>
  );
}
