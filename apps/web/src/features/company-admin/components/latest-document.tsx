import { Anchor, Stack, Text } from '@mantine/core';
import type { CompanyUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatListingDate } from '../../../lib/format';

/** A user's latest document: its name (linking to the project) and when it was added; a dash before any. */
export function LatestDocument({ document }: { document: CompanyUser['latest_document'] }) {
  const { t } = useTranslation();
  if (!document) {
    return (
      <Text size="sm" c="dimmed" aria-label={t('users.noDocuments')}>
        –
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/project/${document.project_id}`} size="sm" lineClamp={1}>
        {document.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatListingDate(document.created)}
      </Text>
    </Stack>
  );
}
