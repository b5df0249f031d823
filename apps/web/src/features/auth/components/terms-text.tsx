import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrivacyTerms } from '../../../entities/session';
import { useErrorMessage } from '../../../lib/error-message';
import { pickTranslation } from '../terms-translation';

/** The terms as plain paragraphs (no HTML is trusted), in the current language. */
export function TermsText({ showTitle = true }: { showTitle?: boolean }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const terms = usePrivacyTerms();

  if (terms.isPending) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton h={22} w="60%" />
        <Skeleton h={14} />
        <Skeleton h={14} />
        <Skeleton h={14} w="80%" />
      </Stack>
    );
  }
  if (terms.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(terms.error)}
      </Alert>
    );
  }
  const translation = pickTranslation(terms.data, i18n.language);
  if (!translation) return <Text c="dimmed">{t('terms.empty')}</Text>;
  return (
    <Stack gap="sm">
      {showTitle && (
        <Title order={2} size="h4">
          {translation.title}
        </Title>
      )}
      {translation.content
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          // Paragraph order never changes, so the index is a stable key here.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {paragraph.trim()}
          </Text>
        ))}
    </Stack>
  );
}
