import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserCategoriesTab } from '../../user-categories/components/user-categories-tab';
import { AllUsersTab } from '../../users/components/all-users-tab';
import { InactiveUsersTab } from '../../users/components/inactive-users-tab';
import { UserRequestsTab } from '../../users/components/user-requests-tab';
import { COMPANIES_TABS, parseCompaniesTab } from '../companies-tabs';
import { CompaniesTab } from '../components/companies-tab';
import { TopTabs } from '../components/top-tabs';

const PANELS = {
  companies: CompaniesTab,
  usertypes: UserCategoriesTab,
  allusers: AllUsersTab,
  inactiveusers: InactiveUsersTab,
  requests: UserRequestsTab,
};

/**
 * /companies (companies.manage and owner-manager; the route guard sends others to /projects).
 * Tabs in the top bar, the chosen one in `?tab=`; only its panel is mounted, so only its list loads.
 */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseCompaniesTab(params.get('tab'));
  const Panel = PANELS[tab];

  const handleTab = (value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set('tab', parseCompaniesTab(value));
        return next;
      },
      { replace: true },
    );

  return (
    <TopTabs
      id="companies-tabs"
      label={t('companies.tabsLabel')}
      tabs={COMPANIES_TABS.map((value) => ({ value, label: t(`companies.tabs.${value}`) }))}
      value={tab}
      onChange={handleTab}
    >
      <Panel />
    </TopTabs>
  );
}
