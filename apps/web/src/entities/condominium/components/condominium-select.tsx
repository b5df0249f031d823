import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCondominiums } from '../api/condominiums';

/** Mantine's Select without its data: the value is the chosen condominium's id as text, or null. */
type CondominiumSelectProps = Omit<SelectProps, 'data'>;

/** A searchable dropdown of every condominium the user sees (the project form, a project page's warning). */
export function CondominiumSelect(props: CondominiumSelectProps) {
  const { t } = useTranslation();
  const condominiums = useCondominiums();
  const data = (condominiums.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Select
      label={t('condominiums.condominium')}
      placeholder={condominiums.isPending ? t('condominiums.loading') : t('condominiums.choose')}
      searchable
      nothingFoundMessage={t('condominiums.empty')}
      data={data}
      {...props}
    />
  );
}
