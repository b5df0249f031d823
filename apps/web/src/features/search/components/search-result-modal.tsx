import { Alert, Button, Center, Group, Image, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SearchResult } from '@portal/contracts';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPdfMime } from '../../../entities/document';
import { fetchResultFile, useSearchDetails } from '../../../entities/search';
import { useErrorMessage } from '../../../lib/error-message';
import { useObjectUrl } from '../../../lib/use-object-url';

// pdf.js is large: it loads only when a PDF result is opened.
const PdfPreview = lazy(() => import('./pdf-preview'));

const PREVIEW_WIDTH = 560;

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface SearchResultModalProps {
  result: SearchResult;
  query: string;
  onClose: () => void;
}

/**
 * A result opened (spec part 2 "Search"): a PDF at its best matching page with the matches marked
 * (other matching pages one click away), a photo as itself; download, a link to the document on its
 * project page, and close.
 */
export function SearchResultModal({ result, query, onClose }: SearchResultModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const projectId = result.metadata.project_id;
  const details = useSearchDetails(result.id, query);
  const file = useQuery({
    queryKey: ['search-result-file', result.id, result.url],
    queryFn: () => fetchResultFile({ id: result.id, url: result.url, projectId }),
    enabled: result.url !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isPdf = isPdfMime(result.metadata.mime);
  const isImage = result.metadata.mime?.startsWith('image/') ?? false;
  const imageUrl = useObjectUrl(isImage ? (file.data ?? null) : null);
  const pages = details.data?.pages ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const page = chosen ?? pages[0]?.page ?? result.match.page ?? 1;
  const pageMatch = pages.find((p) => p.page === page);
  const sentences = pageMatch?.sentences ?? (pages.length ? [] : result.match.best_matching_sentences);

  return (
    <Modal opened onClose={onClose} title={result.texts.title} size={PREVIEW_WIDTH + 64}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {result.metadata.project_name}
        </Text>
        {pages.length > 1 && (
          <SegmentedControl
            aria-label={t('search.matchingPages')}
            value={String(page)}
            onChange={(value) => setChosen(Number(value))}
            data={pages.map((p) => ({ value: String(p.page), label: t('search.page', { page: p.page }) }))}
          />
        )}
        {file.isError && <Alert color="red">{errorMessage(file.error)}</Alert>}
        {isPdf && file.data && (
          <Suspense fallback={<Loader size="sm" aria-label={t('search.loadingPreview')} />}>
            <PdfPreview
              file={file.data}
              page={page}
              highlights={pageMatch?.highlights ?? []}
              maxWidth={Math.min(PREVIEW_WIDTH, window.innerWidth - 64)}
            />
          </Suspense>
        )}
        {isImage && imageUrl && <Image src={imageUrl} alt={result.texts.title} fit="contain" mah={480} />}
        {(isPdf || isImage) && file.isPending && result.url && (
          <Center mih={160}>
            <Loader size="sm" aria-label={t('search.loadingPreview')} />
          </Center>
        )}
        {sentences.length > 0 && (
          <Stack gap={4}>
            {sentences.map((s) => (
              <Text key={s.sentence} size="sm">
                {s.sentence}{' '}
                <Text span size="xs" c="dimmed">
                  ({t('search.similarity', { percent: Math.round(s.similarity * 100) })})
                </Text>
              </Text>
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!file.data}
            onClick={() => file.data && save(file.data, result.texts.title)}
          >
            {t('search.download')}
          </Button>
          <Button
            component={Link}
            to={`/project/${projectId}/${result.id}`}
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('search.openDocument')}
          </Button>
          <Button onClick={onClose}>{t('search.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
