import { Alert, Anchor, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { Condominium } from '@portal/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { TopTabs } from '../../../components/top-tabs';
import { condominiumAddress, useCondominium } from '../../../entities/condominium';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { CondominiumFormModal } from './condominium-form-modal';
import { useConfirmDeleteCondominium } from './use-delete-condominium';

export const CONDOMINIUM_TABS = ['base', 'apartments', 'users'] as const;
export type CondominiumTab = (typeof CONDOMINIUM_TABS)[number];

interface CondominiumScreenProps {
  /** The chosen tab's panel (the page composes the tabs of other workflows in). */
  children: (condominium: Condominium, tab: CondominiumTab) => ReactNode;
}

/** /condominium/{id}: the header (name, address, edit and delete for managers) and the tabs. */
export function CondominiumScreen({ children }: CondominiumScreenProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { id } = useParams();
  const condominiumId = Number(id);
  const condominium = useCondominium(condominiumId);
  const [params, setParams] = useSearchParams();
  const [editOpened, setEditOpened] = useState(false);
  const confirmDelete = useConfirmDeleteCondominium(() => navigate('/condominiums'));

  if (condominium.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-label={t('condominiums.loading')} />
      </Center>
    );
  }
  if (condominium.isError) {
    const notFound = isApiError(condominium.error) && [403, 404].includes(condominium.error.status);
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert" title={notFound ? t('condominiums.notFound') : undefined}>
        {!notFound && errorMessage(condominium.error)}
        <Group mt="sm">
          <Anchor component={Link} to="/condominiums" size="sm">
            {t('condominiums.back')}
          </Anchor>
        </Group>
      </Alert>
    );
  }

  const data = condominium.data;
  // The apartments and users tabs only for those their lists answer (a resident sees the base data).
  const tabs = CONDOMINIUM_TABS.filter(
    (value) => (value !== 'apartments' || data.can.listApartments) && (value !== 'users' || data.can.readPeople),
  );
  const requested = params.get('tab');
  const tab: CondominiumTab = (tabs as readonly string[]).includes(requested ?? '')
    ? (requested as CondominiumTab)
    : 'base';
  const address = condominiumAddress(data);

  return (
    <PageFrame
      title={data.name}
      description={<Text span>{address || t('condominiums.noAddress')}</Text>}
      actions={
        <>
          {data.can.update && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditOpened(true)}
            >
              {t('condominiums.edit')}
            </Button>
          )}
          {data.can.delete && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => confirmDelete(data)}
            >
              {t('condominiums.delete')}
            </Button>
          )}
        </>
      }
    >
      <TopTabs
        id="condominium-tabs"
        label={t('condominiums.condominium')}
        tabs={tabs.map((value) => ({ value, label: t(`condominiums.tabs.${value}`) }))}
        value={tab}
        onChange={(next) => setParams(next === 'base' ? {} : { tab: next }, { replace: true })}
      >
        {children(data, tab)}
      </TopTabs>
      {data.can.update && (
        <CondominiumFormModal opened={editOpened} onClose={() => setEditOpened(false)} condominium={data} />
      )}
    </PageFrame>
  );
}
