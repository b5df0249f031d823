import { SimpleGrid } from '@mantine/core';
import { USER_IMPORT_COLUMNS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { hasPermission } from '../../../lib/access';
import { currentLanguage } from '../../../lib/i18n';
import { useSignedInUser } from '../../../lib/stored-user';
import { ImportBlock } from '../components/import-block';

/**
 * /import (every signed-in user; the server asks for the `import` permission): two blocks,
 * projects and users, each with a CSV picker, sample template, confirm and cancel.
 */
export default function ImportPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isAllowed = hasPermission(user, 'import');
  const headerIndex = currentLanguage() === 'fi' ? 1 : 0;
  const userColumns = USER_IMPORT_COLUMNS.map((c) => c.headers[headerIndex] + (c.required ? ' *' : '')).join(', ');

  return (
    <PageFrame title={t('pages.import.title')} description={t('imports.description')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ImportBlock kind="projects" description={t('imports.projects.description')} isAllowed={isAllowed} />
        <ImportBlock
          kind="users"
          description={t('imports.users.description', { columns: userColumns })}
          isAllowed={isAllowed}
        />
      </SimpleGrid>
    </PageFrame>
  );
}
