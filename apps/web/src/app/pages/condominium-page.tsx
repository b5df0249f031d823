import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CondominiumBaseTab } from '../../features/condominiums/components/condominium-base-tab';
import { CondominiumScreen } from '../../features/condominiums/components/condominium-screen';

/**
 * /condominium/{id}: the condominium's header and tabs, with the base data, apartments and users
 * (workflows of their own) composed in.
 */
export default function CondominiumPage() {
  const { t } = useTranslation();
  return (
    <CondominiumScreen>
      {(condominium, tab) => (
        <>
          {tab === 'base' && <CondominiumBaseTab condominium={condominium} />}
          {tab === 'apartments' && <Text>{t('condominiums.apartmentsComing')}</Text>}
          {tab === 'users' && <Text>{t('condominiums.usersComing')}</Text>}
        </>
      )}
    </CondominiumScreen>
  );
}
