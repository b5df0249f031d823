import { Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Condominium } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CondominiumProjectsList } from '../../../entities/condominium';
import { ApartmentTemplatesPanel } from './apartment-templates-panel';
import { CondominiumPhotoPanel } from './condominium-photo-panel';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** Base data: the address, the linked projects, the apartment templates and the photo. */
export function CondominiumBaseTab({ condominium }: { condominium: Condominium }) {
  const { t } = useTranslation();
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('condominiums.address')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Field label={t('condominiums.name')}>{condominium.name}</Field>
              <Field label={t('condominiums.streetAddress')}>{condominium.street_address}</Field>
              <Field label={t('condominiums.postcode')}>{condominium.postcode}</Field>
              <Field label={t('condominiums.postOffice')}>{condominium.post_office}</Field>
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('condominiums.projects')}
            </Title>
            <CondominiumProjectsList condominiumId={condominium.id} links={condominium.can.listApartments} />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <CondominiumPhotoPanel condominium={condominium} />
          <ApartmentTemplatesPanel condominiumId={condominium.id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
