import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CondominiumProjectsList } from '../../entities/condominium';
import { isResident } from '../../entities/resident';
import { ApartmentScreen } from '../../features/apartments';
import { ApartmentQuotes } from '../../features/material-quotes';
import { ApartmentMaterialSelection } from '../../features/material-selection';
import { ApartmentNotifications, ApartmentResidents, CondominiumNotifications } from '../../features/residents';
import { useSignedInUser } from '../../lib/stored-user';

/**
 * /condominium/{condominiumId}/apartments/{apartmentId}: the apartment's header, then its projects,
 * its residents and the notifications of the apartment and its condominium (workflows of their own,
 * composed in), its material selection and its quotes (the owner's choices and answers).
 */
export default function ApartmentPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <ApartmentScreen
      renderSections={(apartment) => (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('condominiums.projects')}
              </Title>
              <CondominiumProjectsList condominiumId={apartment.condominium_id} links={!isResident(user)} />
            </Stack>
          </Paper>
          {/* Quotes first: an open one waits for an answer, and the forms below run long on a phone. */}
          <ApartmentQuotes apartmentId={apartment.id} />
          <ApartmentMaterialSelection apartment={apartment} />
          <ApartmentResidents condominiumId={apartment.condominium_id} apartmentId={apartment.id} />
          <ApartmentNotifications apartmentId={apartment.id} />
          <CondominiumNotifications condominiumId={apartment.condominium_id} />
        </>
      )}
    />
  );
}
