import { Code, SegmentedControl, Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageFrame } from '../../../components/page-frame';
import { allResources } from '../../../lib/app-translations';
import { type MissingText, missingTexts, type Texts } from '../missing-keys';

const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/**
 * /translations (owner or Super): the keys present in English but missing in another language
 * (spec part 2 "Other"). The texts are bundled with the app (locales/), so the comparison is made
 * here from the same files the screens use; no server call is needed (the spec's catalogue names none).
 */
export default function TranslationsPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Exclude<Language, 'en'>>(OTHER_LANGUAGES[0]);
  const missing = useMemo(
    () =>
      missingTexts(
        allResources.en.translation as unknown as Texts,
        allResources[language].translation as unknown as Texts,
      ),
    [language],
  );
  const languageName = t(`language.${language}`);

  const columns: DataTableColumn<MissingText>[] = [
    { key: 'key', header: t('translations.key'), cell: (m) => <Code>{m.key}</Code>, sortValue: (m) => m.key },
    {
      key: 'source',
      header: t('translations.english'),
      cell: (m) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.source}
        </Text>
      ),
      sortValue: (m) => m.source,
    },
  ];

  return (
    <PageFrame
      title={t('translations.title')}
      description={t('translations.description')}
      filters={
        OTHER_LANGUAGES.length > 1 ? (
          <SegmentedControl
            aria-label={t('translations.language')}
            value={language}
            onChange={(v) => setLanguage(v as Exclude<Language, 'en'>)}
            data={OTHER_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
          />
        ) : undefined
      }
    >
      <Text size="sm" mb="sm" role="status">
        {t('translations.missingCount', { count: missing.length, language: languageName })}
      </Text>
      <DataTable
        rows={missing}
        columns={columns}
        rowKey={(m) => m.key}
        label={t('translations.tableLabel')}
        minWidth={480}
        state={{
          query: { isPending: false, isError: false, error: null, refetch: () => undefined },
          loadingLabel: '',
          emptyTitle: t('translations.complete'),
          emptyDescription: t('translations.completeHint', { language: languageName }),
        }}
      />
    </PageFrame>
  );
}
