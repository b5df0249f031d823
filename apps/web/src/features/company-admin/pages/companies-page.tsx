import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TopTabs } from '../../../components/top-tabs';
import { isUserAdmin } from '../../../entities/session';
import { useSignedInUser } from '../../../lib/stored-user';
import { companiesTabsFor, parseCompaniesTab } from '../companies-tabs';
import { AllUsersTab } from '../components/all-users-tab';
import { CompaniesTab } from '../components/companies-tab';
import { InactiveUsersTab } from '../components/inactive-users-tab';
import { UserCategoriesTab } from '../components/user-categories-tab';
import { UserRequestsTab } from '../components/user-requests-tab';

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
 * The user lists are offered only with users.manage, which the server requires for them (a
 * collection-level gate: until the signed-in user's answer carries `can`, the session entity decides it).
 * Company administration: the companies, all users, inactive users, requests and user categories.
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
