import { SimpleGrid } from '@mantine/core';
import { USER_IMPORT_COLUMNS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { useSignedInUser } from '../../../lib/stored-user';
import { ImportBlock } from '../components/import-block';

/**
 * /import (every signed-in user): two blocks, projects and users, each with a CSV picker, sample
 * template, confirm and cancel. Each block is on only for those the server lets import it: users
 * need `import`; projects also need projects.manage and owner-manager, as creating a project does.
 */
export default function ImportPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isAllowed = user.can.importUsers;
  const mayImportProjects = user.can.importProjects;
  const headerIndex = currentLanguage() === 'fi' ? 1 : 0;
  const userColumns = USER_IMPORT_COLUMNS.map((c) => c.headers[headerIndex] + (c.required ? ' *' : '')).join(', ');

  return (
    <PageFrame title={t('pages.import.title')} description={t('imports.description')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ImportBlock
          kind="projects"
          description={t('imports.projects.description')}
          isAllowed={mayImportProjects}
          notAllowedMessage={t('imports.projects.notAllowed')}
        />
        <ImportBlock
          kind="users"
          description={t('imports.users.description', { columns: userColumns })}
          isAllowed={isAllowed}
        />
      </SimpleGrid>
    </PageFrame>
  );
}
