/** The tabs of /companies, kept in `?tab=` so a reload or a shared link opens the same one. */
export const COMPANIES_TABS = ['companies', 'usertypes', 'allusers', 'inactiveusers', 'requests'] as const;
export type CompaniesTab = (typeof COMPANIES_TABS)[number];

/** Tabs whose lists are user administration: the server answers them only with users.manage. */
const USER_ADMIN_TABS: readonly CompaniesTab[] = ['allusers', 'inactiveusers', 'requests'];

/** The tabs offered to a viewer; without users.manage the user lists would only answer 403. */
export function companiesTabsFor(isUserAdmin: boolean): readonly CompaniesTab[] {
  return isUserAdmin ? COMPANIES_TABS : COMPANIES_TABS.filter((tab) => !USER_ADMIN_TABS.includes(tab));
}

/** The tab of `?tab=` when it is one of `offered`, otherwise companies. */
export function parseCompaniesTab(
  value: string | null,
  offered: readonly CompaniesTab[] = COMPANIES_TABS,
): CompaniesTab {
  return (offered as readonly string[]).includes(value ?? '') ? (value as CompaniesTab) : 'companies';
}
