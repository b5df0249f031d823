import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TopTabs } from '../../../components/top-tabs';
import { isUserAdmin } from '../../../lib/access';
import { useSignedInUser } from '../../../lib/stored-user';
import { UserCategoriesTab } from '../../user-categories/components/user-categories-tab';
import { AllUsersTab } from '../../users/components/all-users-tab';
import { InactiveUsersTab } from '../../users/components/inactive-users-tab';
import { UserRequestsTab } from '../../users/components/user-requests-tab';
import { companiesTabsFor, parseCompaniesTab } from '../companies-tabs';
import { CompaniesTab } from '../components/companies-tab';

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
 * The user lists are offered only with users.manage, which the server requires for them.
 */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const offered = companiesTabsFor(isUserAdmin(useSignedInUser()));
  const tab = parseCompaniesTab(params.get('tab'), offered);
  const Panel = PANELS[tab];

  const handleTab = (value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set('tab', parseCompaniesTab(value, offered));
        return next;
      },
      { replace: true },
    );

  return (
    <TopTabs
      id="companies-tabs"
      label={t('companies.tabsLabel')}
      tabs={offered.map((value) => ({ value, label: t(`companies.tabs.${value}`) }))}
      value={tab}
      onChange={handleTab}
    >
      <Panel />
    </TopTabs>
  );
}
