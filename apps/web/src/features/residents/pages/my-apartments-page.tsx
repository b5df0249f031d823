import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyApartment, MyCondominium } from '@portal/contracts';
import { IconBuildingCommunity, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import {
  apartmentLabel,
  apartmentPath,
  residentRoleKey,
  singlePlacePath,
  useMyApartments,
  useMyCondominiums,
} from '../../../entities/resident';

type Address = Pick<MyCondominium, 'street_address' | 'postcode' | 'post_office'>;

const addressOf = (c: Address) =>
  [c.street_address, [c.postcode, c.post_office].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function PlaceCard({
  icon,
  to,
  title,
  address,
  role,
}: {
  icon: ReactNode;
  to: string;
  title: string;
  address: string;
  role: string;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {icon}
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={to} fw={600}>
            {title}
          </Anchor>
          {address && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          )}
          <Text size="sm">{role}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

const ICON = { size: 22, 'aria-hidden': true, style: { flexShrink: 0, marginTop: 2 } } as const;

/**
 * /my-apartments: a resident's apartments, and the condominiums where they are an admin or a
 * stakeholder (DECISIONS.md "Apartment residents"). A single place opens directly.
 */
export default function MyApartmentsPage() {
  const { t } = useTranslation();
  const apartments = useMyApartments();
  const condominiums = useMyCondominiums();
  const homes: MyApartment[] = apartments.data ?? [];
  const boards: MyCondominium[] = condominiums.data ?? [];
  const loaded = apartments.isSuccess && condominiums.isSuccess;
  const single =
    loaded &&
    singlePlacePath(
      homes.map((a) => ({ apartmentId: a.id, condominiumId: a.condominium.id })),
      boards.map((c) => c.id),
    );
  if (single) return <Navigate to={single} replace />;

  return (
    <PageFrame title={t('residents.myApartments')} description={t('residents.myApartmentsDescription')}>
      <QueryState
        query={apartments.isError ? apartments : condominiums}
        loadingLabel={t('residents.loading')}
        isEmpty={homes.length === 0 && boards.length === 0}
        emptyTitle={t('residents.noApartmentsTitle')}
        emptyDescription={t('residents.noApartmentsHint')}
      >
        <Stack gap="lg">
          {homes.length > 0 && (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {homes.map((a) => (
                <PlaceCard
                  key={a.id}
                  icon={<IconHome {...ICON} />}
                  to={apartmentPath(a.condominium.id, a.id)}
                  title={t('residents.apartmentIn', { apartment: apartmentLabel(a), condominium: a.condominium.name })}
                  address={addressOf(a.condominium)}
                  role={t(residentRoleKey(a.role))}
                />
              ))}
            </Stack>
          )}
          {boards.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('residents.myCondominiums')}
              </Title>
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {boards.map((c) => (
                  <PlaceCard
                    key={c.id}
                    icon={<IconBuildingCommunity {...ICON} />}
                    to={`/condominium/${c.id}`}
                    title={c.name}
                    address={addressOf(c)}
                    role={t(residentRoleKey(c.role))}
                  />
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      </QueryState>
    </PageFrame>
  );
}
