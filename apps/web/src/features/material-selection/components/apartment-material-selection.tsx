import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApartmentDetail } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApartmentMaterialForms } from '../../../entities/material-selection';
import { useErrorMessage } from '../../../lib/error-message';
import { MaterialFormCard } from './material-form-card';

/**
 * The apartment page's "Material selection" section: every form that applies to the apartment,
 * each with its deadline and choices. The owner chooses and saves; everyone else reads.
 */
export function ApartmentMaterialSelection({ apartment }: { apartment: ApartmentDetail }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const forms = useApartmentMaterialForms(apartment.apartment_template_id, apartment.id);

  let content: ReactNode;
  if (apartment.apartment_template_id === null) {
    content = <Text c="dimmed">{t('materialSelection.noTemplate')}</Text>;
  } else if (forms.isPending) {
    content = (
      <Center py="md">
        <Loader size="sm" aria-label={t('materialSelection.loading')} />
      </Center>
    );
  } else if (forms.isError) {
    content = (
      <Alert color="red" role="alert" title={t('materialSelection.loadFailed')}>
        <Text size="sm">{errorMessage(forms.error)}</Text>
        <Button variant="light" size="xs" mt="sm" onClick={() => forms.refetch()}>
          {t('materialSelection.retry')}
        </Button>
      </Alert>
    );
  } else if (forms.data.length === 0) {
    content = <Text c="dimmed">{t('materialSelection.empty')}</Text>;
  } else {
    // Keyed by the form alone: a new submission status read after submitting or reviewing must not
    // reset the choices on screen, which may hold changes not yet saved.
    content = forms.data.map((form) => <MaterialFormCard key={form.id} form={form} apartmentId={apartment.id} />);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="material-selection-title">
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" id="material-selection-title">
          {t('materialSelection.title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('materialSelection.intro')}
        </Text>
      </Paper>
      {content}
    </Stack>
  );
}
