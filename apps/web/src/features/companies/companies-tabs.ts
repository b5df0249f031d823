/** The tabs of /companies, kept in `?tab=` so a reload or a shared link opens the same one. */
export const COMPANIES_TABS = ['companies', 'usertypes', 'allusers', 'inactiveusers', 'requests'] as const;
export type CompaniesTab = (typeof COMPANIES_TABS)[number];

export function parseCompaniesTab(value: string | null): CompaniesTab {
  return (COMPANIES_TABS as readonly string[]).includes(value ?? '') ? (value as CompaniesTab) : 'companies';
}
