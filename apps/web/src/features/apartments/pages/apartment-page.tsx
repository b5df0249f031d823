import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApartmentDetail } from '@portal/contracts';
import { IconBuilding, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apartmentLabel, useApartment } from '../../../entities/apartment';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';

const MAX_ID = 2 ** 31 - 1;
const pathId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : 0;
};

/** "Katu 1, 00100 Helsinki", leaving out what is missing. */
function address(c: ApartmentDetail['condominium']): string {
  const town = [c.postcode, c.post_office].filter(Boolean).join(' ');
  return [c.street_address, town].filter(Boolean).join(', ');
}

interface ApartmentScreenProps {
  /**
   * The sections under the header, one per area, composed in by the app (app/pages/apartment-page.tsx):
   * the apartment's projects, residents and notifications.
   */
  renderSections?: (apartment: ApartmentDetail) => ReactNode;
}

/**
 * /condominium/{condominiumId}/apartments/{apartmentId} (spec part 3 §2): the header with stairwell
 * and number, template and the condominium's address, then the sections. An apartment that is not
 * there, or not the user's to see, shows the not-found state.
 */
export function ApartmentScreen({ renderSections }: ApartmentScreenProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const params = useParams();
  const condominiumId = pathId(params.condominiumId);
  const apartmentId = pathId(params.apartmentId);
  const valid = condominiumId > 0 && apartmentId > 0;
  const apartment = useApartment(condominiumId, apartmentId);

  if (!valid || apartment.error) {
    const notFound = !valid || (isApiError(apartment.error) && [403, 404].includes(apartment.error.status));
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert" title={t('apartments.notFound')}>
        {!notFound && errorMessage(apartment.error)}
        <Anchor component={Link} to="/" size="sm" display="block" mt="sm">
          {t('apartments.backHome')}
        </Anchor>
      </Alert>
    );
  }
  if (!apartment.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const data = apartment.data;
  const place = address(data.condominium);

  return (
    <Stack gap="lg" component="section">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t('apartments.pageTitle', { name: apartmentLabel(data) })}
          </Title>
          {data.template_name && (
            <Text size="sm">
              {t('apartments.template')}: <strong>{data.template_name}</strong>
            </Text>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconBuilding size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {data.condominium.name}
            </Text>
          </Group>
          {place && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {place}
              </Text>
            </Group>
          )}
        </Stack>
      </Paper>
      {renderSections?.(data)}
    </Stack>
  );
}
