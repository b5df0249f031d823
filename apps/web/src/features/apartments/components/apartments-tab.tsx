import { Paper, Stack, Title } from '@mantine/core';
import type { Apartment } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { QueryState } from '../../../components/query-state';
import { apartmentLabel, useCondominiumApartments, useDeleteApartment } from '../../../entities/apartment';
import { showError, showSuccess } from '../../../lib/error-message';
import { ApartmentCreateForm, type ApartmentTemplateChoice } from './apartment-create-form';
import { ApartmentsTable } from './apartments-table';

interface ApartmentsTabProps {
  condominiumId: number;
  /**
   * The condominium's apartment templates for the create form. The condominium page passes them
   * (it reads `condominiums/{id}/apartmenttemplates` for its base data tab anyway).
   */
  templates: readonly ApartmentTemplateChoice[];
}

/**
 * The condominium page's apartments tab (spec part 3 §2): the create form for those whose `can`
 * allows it, and the table with view and delete (after a confirmation).
 */
export function ApartmentsTab({ condominiumId, templates }: ApartmentsTabProps) {
  const { t } = useTranslation();
  const apartments = useCondominiumApartments(condominiumId);
  const remove = useDeleteApartment(condominiumId);
  const rows = apartments.data?.data ?? [];

  const handleDelete = (apartment: Apartment) =>
    confirmAction({
      title: t('apartments.deleteTitle'),
      message: t('apartments.deleteConfirm', { name: apartmentLabel(apartment) }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(apartment.id, {
          onSuccess: () => showSuccess(t('apartments.deleted')),
          onError: (error) => showError(error),
        }),
    });

  return (
    <Stack gap="md">
      {apartments.data?.can.create && <ApartmentCreateForm condominiumId={condominiumId} templates={templates} />}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Title order={2} size="h4" mb="sm">
          {t('apartments.title')}
        </Title>
        <QueryState
          query={apartments}
          loadingLabel={t('common.loading')}
          isEmpty={rows.length === 0}
          emptyTitle={t('apartments.empty')}
        >
          <ApartmentsTable rows={rows} onDelete={handleDelete} />
        </QueryState>
      </Paper>
    </Stack>
  );
}
