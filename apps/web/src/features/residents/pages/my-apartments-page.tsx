import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { apartmentLabel, residentRoleKey, useMyApartments } from '../../../entities/resident';

const apartmentPath = (condominiumId: number, apartmentId: number) =>
  `/condominium/${condominiumId}/apartments/${apartmentId}`;

/**
 * /my-apartments: a resident's apartments (DECISIONS.md "Apartment residents"). Exactly one opens
 * directly; several are listed with their condominium and address.
 */
export default function MyApartmentsPage() {
  const { t } = useTranslation();
  const list = useMyApartments();
  const rows = list.data ?? [];

  if (rows.length === 1) return <Navigate to={apartmentPath(rows[0].condominium.id, rows[0].id)} replace />;

  return (
    <PageFrame title={t('residents.myApartments')} description={t('residents.myApartmentsDescription')}>
      <QueryState
        query={list}
        loadingLabel={t('residents.loading')}
        isEmpty={rows.length === 0}
        emptyTitle={t('residents.noApartmentsTitle')}
        emptyDescription={t('residents.noApartmentsHint')}
      >
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((apartment) => {
            const { condominium } = apartment;
            const address = [
              condominium.street_address,
              [condominium.postcode, condominium.post_office].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <Card component="li" key={apartment.id} withBorder radius="md" padding="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconHome size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Stack gap={2} miw={0}>
                    <Anchor component={Link} to={apartmentPath(condominium.id, apartment.id)} fw={600}>
                      {t('residents.apartmentIn', {
                        apartment: apartmentLabel(apartment),
                        condominium: condominium.name,
                      })}
                    </Anchor>
                    {address && (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {address}
                      </Text>
                    )}
                    <Text size="sm">{t(residentRoleKey(apartment.role))}</Text>
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </QueryState>
    </PageFrame>
  );
}
