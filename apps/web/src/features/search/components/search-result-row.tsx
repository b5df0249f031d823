import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SearchResult } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentThumb, isPdfMime } from '../../../entities/document';

/** One found document: thumbnail, project, title and its best matching sentence with the similarity. */
export function SearchResultRow({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  const { t } = useTranslation();
  const [best] = result.match.best_matching_sentences;
  return (
    <Paper withBorder radius="md" p={0}>
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        p="sm"
        aria-label={t('search.openResult', { title: result.texts.title })}
      >
        <Group wrap="nowrap" align="flex-start" gap="md">
          <DocumentThumb
            projectId={result.metadata.project_id}
            documentId={result.id}
            thumb={result.thumb}
            version={result.url ?? ''}
            pdf={isPdfMime(result.metadata.mime)}
            size="small"
            alt={result.texts.title}
            width={72}
            height={72}
          />
          <Stack gap={2} miw={0} flex={1}>
            <Text size="xs" c="dimmed" truncate>
              {result.metadata.project_name}
            </Text>
            <Text fw={600} truncate>
              {result.texts.title}
            </Text>
            {best && (
              <Text size="sm" lineClamp={2}>
                {best.sentence}
              </Text>
            )}
            <Group gap={6} mt={4}>
              {result.match.page !== null && (
                <Badge variant="light" color="gray" size="sm">
                  {t('search.page', { page: result.match.page })}
                </Badge>
              )}
              {best && (
                <Badge variant="light" size="sm">
                  {t('search.similarity', { percent: Math.round(best.similarity * 100) })}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
