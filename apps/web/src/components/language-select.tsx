import { NativeSelect } from '@mantine/core';
import { LANGUAGES, type Language } from '@portal/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { isLanguage } from '../lib/language';

/** The en/fi dropdown of the login screen and the shell; the choice is remembered locally. */
export function LanguageSelect({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <NativeSelect
      size={size}
      aria-label={t('language.label')}
      value={value}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void changeLanguage(next);
      }}
    />
  );
}
