import { Stack } from '@mantine/core';
import { useCondominiumApartments } from '../../entities/apartment';
import { useApartmentTemplates } from '../../entities/apartment-template';
import { ApartmentsTab } from '../../features/apartments';
import { CondominiumBaseTab, CondominiumScreen } from '../../features/condominiums';
import { CondominiumNotifications, CondominiumUsersTab } from '../../features/residents';

/** The apartments tab, given the condominium's templates for its create form. */
function ApartmentsPanel({ condominiumId }: { condominiumId: number }) {
  const templates = useApartmentTemplates(condominiumId);
  return <ApartmentsTab condominiumId={condominiumId} templates={templates.data?.data ?? []} />;
}

/** The users tab, given the apartments an owner or tenant can be added to. */
function UsersPanel({ condominiumId, listApartments }: { condominiumId: number; listApartments: boolean }) {
  const apartments = useCondominiumApartments(condominiumId, listApartments);
  return <CondominiumUsersTab condominiumId={condominiumId} apartments={apartments.data?.data ?? []} />;
}

/**
 * /condominium/{id}: the condominium's header and tabs, with the base data and its notifications,
 * the apartments and the people (workflows of their own) composed in.
 */
export default function CondominiumPage() {
  return (
    <CondominiumScreen>
      {(condominium, tab) => (
        <>
          {tab === 'base' && (
            <Stack gap="md">
              <CondominiumBaseTab condominium={condominium} />
              <CondominiumNotifications condominiumId={condominium.id} />
            </Stack>
          )}
          {tab === 'apartments' && <ApartmentsPanel condominiumId={condominium.id} />}
          {tab === 'users' && (
            <UsersPanel condominiumId={condominium.id} listApartments={condominium.can.listApartments} />
          )}
        </>
      )}
    </CondominiumScreen>
  );
}
