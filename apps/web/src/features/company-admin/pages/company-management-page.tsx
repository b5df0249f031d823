import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorCode } from '@portal/contracts';
import { IconAlertTriangle, IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { TopTabs } from '../../../components/top-tabs';
import { CompanyTypeBadge, useCompany } from '../../../entities/company';
import { canManageCompanies } from '../../../entities/session';
import { ApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/error-message';
import { useSignedInUser } from '../../../lib/stored-user';
import { parseCompanyIdParam } from '../company-id-param';
import { CompanyFormModal } from '../components/company-form-modal';
import { CompanyUsersTable } from '../components/company-users-table';
import { UserFormModal, type UserFormTarget } from '../components/user-form-modal';

/**
 * /company-management/{id}: the company's manager or Super, and owner-managers coming from
 * /companies. Tab base: the company's name, a manage-company button (the edit modal without the
 * remove option) and, when the company's `can` allows it, the company's users.
 */
export default function CompanyManagementPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const user = useSignedInUser();
  const companyId = parseCompanyIdParam(useParams().id);
  const company = useCompany(companyId ?? 0, companyId !== null);
  const [isEditing, setIsEditing] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  // Collection-level: the way back (the session's access rules until GET user carries `can`).
  const isAdmin = canManageCompanies(user);
  const mayManageUsers = company.data?.can.manageUsers ?? false;
  const createTarget = useMemo<UserFormTarget | null>(
    () => (companyId === null ? null : { kind: 'create', companyId }),
    [companyId],
  );

  // One tab, base, as the spec names it; the page content is its panel.
  const tabs = [{ value: 'base', label: t('companies.baseTab') }];

  const back = isAdmin && (
    <Button component={Link} to="/companies" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('companies.backToCompanies')}
    </Button>
  );

  if (companyId === null) {
    return (
      <TopTabs id="company-tabs" label={t('pages.companyManagement.title')} tabs={tabs} value="base">
        <PageFrame title={t('pages.companyManagement.title')} actions={back}>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(new ApiError({ status: 0, code: ErrorCode.queryError }))} {t('companies.missingId')}
          </Alert>
        </PageFrame>
      </TopTabs>
    );
  }

  const data = company.data;

  return (
    <TopTabs id="company-tabs" label={t('pages.companyManagement.title')} tabs={tabs} value="base">
      <PageFrame
        title={data?.name ?? t('pages.companyManagement.title')}
        description={t('pages.companyManagement.description')}
        actions={
          data && (
            <>
              {back}
              {data.can.update && (
                <Button variant="default" onClick={() => setIsEditing(true)}>
                  {t('companies.manage')}
                </Button>
              )}
              {mayManageUsers && (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
                  {t('users.add')}
                </Button>
              )}
            </>
          )
        }
      >
        <QueryState query={company} loadingLabel={t('companies.loadingOne')} isEmpty={false} emptyTitle="">
          {data && (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('companies.name')}
                    </Text>
                    <Text fw={600}>{data.name}</Text>
                  </Stack>
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('companies.code')}
                    </Text>
                    <Text>{data.code}</Text>
                  </Stack>
                  <Stack gap={2} align="flex-start">
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('companies.type')}
                    </Text>
                    <CompanyTypeBadge type={data.type} />
                  </Stack>
                </SimpleGrid>
              </Paper>
              {!mayManageUsers && <Text c="dimmed">{t('companies.usersNotManaged')}</Text>}
              {mayManageUsers && (
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} size="h4">
                      {t('users.title')}
                    </Title>
                  </Group>
                  <CompanyUsersTable company={data} onAdd={() => setIsAdding(true)} />
                </Stack>
              )}
            </Stack>
          )}
        </QueryState>
        <CompanyFormModal
          opened={isEditing}
          onClose={() => setIsEditing(false)}
          company={data}
          canRemove={false}
          canChangeType={data?.can.updateType ?? false}
        />
        <UserFormModal opened={isAdding} onClose={() => setIsAdding(false)} target={createTarget} />
      </PageFrame>
    </TopTabs>
  );
}
