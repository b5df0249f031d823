import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { SearchResult } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { documentTypeLabel, useDocumentTypeList } from '../../../entities/document-type';
import { useSearchResults } from '../../../entities/search';
import { SearchResultModal } from '../components/search-result-modal';
import { SearchResultRow } from '../components/search-result-row';

const typeOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /search?q=…&type=… (spec part 2 "Search"): reached from the top-bar box, and searchable here by
 * anyone signed in, with the advanced document-type choice. Five results at a time with load more;
 * a result opens its preview.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const documentTypeId = typeOf(params.get('type'));
  const [text, setText] = useState(query);
  const [type, setType] = useState(documentTypeId ? String(documentTypeId) : '');
  // The top-bar box changes the address while this page is open.
  useEffect(() => setText(query), [query]);
  useEffect(() => setType(documentTypeId ? String(documentTypeId) : ''), [documentTypeId]);
  const documentTypes = useDocumentTypeList(true);
  const results = useSearchResults(query, documentTypeId);
  const [open, setOpen] = useState<SearchResult | null>(null);
  const found = results.data?.pages.flatMap((p) => p.results) ?? [];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    if (type) next.set('type', type);
    setParams(next);
  };

  return (
    <PageFrame
      title={t('search.title')}
      description={query ? t('search.resultsFor', { query }) : t('search.description')}
      filters={
        <form onSubmit={handleSubmit} style={{ width: '100%' }}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('search.query')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              flex={1}
              miw={200}
            />
            <NativeSelect
              label={t('topbar.documentType')}
              value={type}
              onChange={(event) => setType(event.currentTarget.value)}
              data={[
                { value: '', label: t('topbar.allDocumentTypes') },
                ...(documentTypes.data ?? []).map((dt) => ({ value: String(dt.id), label: documentTypeLabel(t, dt) })),
              ]}
              miw={180}
            />
            <Button type="submit">{t('topbar.searchButton')}</Button>
          </Group>
        </form>
      }
    >
      {query ? (
        <QueryState
          query={results}
          loadingLabel={t('search.loading')}
          isEmpty={found.length === 0}
          emptyTitle={t('search.emptyTitle')}
          emptyDescription={t('search.emptyDescription')}
        >
          <Stack gap="sm">
            {found.map((result) => (
              <SearchResultRow key={result.id} result={result} onOpen={() => setOpen(result)} />
            ))}
            {results.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void results.fetchNextPage()}
                loading={results.isFetchingNextPage}
                style={{ alignSelf: 'center' }}
              >
                {t('search.loadMore')}
              </Button>
            )}
          </Stack>
        </QueryState>
      ) : null}
      {open && <SearchResultModal result={open} query={query} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}
