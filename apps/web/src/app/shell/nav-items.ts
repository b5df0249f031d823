import type { CurrentUser, PublicConfiguration } from '@portal/contracts';
import {
  type Icon,
  IconArchive,
  IconBell,
  IconBriefcase,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconDeviceMobile,
  IconFileDescription,
  IconFolders,
  IconHome,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconLayoutList,
  IconPackage,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { isResident } from '../../entities/resident';
import {
  canManageCompanies,
  hasPermission,
  isManagerOrSuper,
  isOwnerManager,
  isOwnerOrSuper,
  managementCompanyId,
} from '../../entities/session';

export interface NavItem {
  to: string;
  /** Locale key of the label. */
  label: string;
  /** A label shown as it is (a summary view's name) instead of `label`. */
  text?: string;
  icon: Icon;
  section: 'main' | 'admin' | 'footer';
}

type NavUser = Parameters<typeof isOwnerManager>[0] & Pick<CurrentUser, 'id'>;

/** The sidebar and mobile menu links with the conditions of spec part 1 section 2 "Application shell". */
export function buildNavItems(
  user: NavUser,
  configuration: PublicConfiguration,
  /** The summary views the user sees (GET summaryviews); none while unknown. */
  summaryViews: readonly { id: number; name: string }[] = [],
): NavItem[] {
  // Residents reach only their memberships: nothing of projects, companies or administration.
  if (isResident(user)) {
    return [
      { to: '/my-apartments', label: 'nav.myApartments', icon: IconHome, section: 'main' },
      { to: '/privacy', label: 'nav.privacy', icon: IconShieldLock, section: 'footer' },
    ];
  }
  const ownerManager = isOwnerManager(user);
  const items: (NavItem | false)[] = [
    { to: '/projects', label: 'nav.projects', icon: IconLayoutDashboard, section: 'main' },
    { to: '/project-archive', label: 'nav.projectArchive', icon: IconArchive, section: 'main' },
    configuration.condominiums && {
      to: '/condominiums',
      label: 'nav.condominiums',
      icon: IconBuildingCommunity,
      section: 'main',
    },
    configuration.productsAndMaterialselection &&
      hasPermission(user, 'products.manage') && {
        to: '/products',
        label: 'nav.products',
        icon: IconPackage,
        section: 'main',
      },
    ownerManager && { to: '/defaultfolders', label: 'nav.defaultFolders', icon: IconFolders, section: 'admin' },
    // The route guard's own test, so the link never leads to a redirect.
    canManageCompanies(user) && {
      to: '/companies',
      label: 'nav.companies',
      icon: IconBuildingSkyscraper,
      section: 'admin',
    },
    isManagerOrSuper(user) &&
      managementCompanyId(user) !== null && {
        to: `/company-management/${managementCompanyId(user)}`,
        label: 'nav.companyManagement',
        icon: IconBriefcase,
        section: 'admin',
      },
    ownerManager && { to: '/document-types', label: 'nav.documentTypes', icon: IconFileDescription, section: 'admin' },
    ownerManager && { to: '/permissions', label: 'nav.permissions', icon: IconKey, section: 'admin' },
    ownerManager && { to: '/notifications', label: 'nav.notifications', icon: IconBell, section: 'admin' },
    ownerManager && { to: '/mobilelinks', label: 'nav.mobileLinks', icon: IconDeviceMobile, section: 'admin' },
    // Owner-managers, and anyone with at least one view shared with their company (spec part 1 §2).
    (ownerManager || summaryViews.length > 0) && {
      to: '/summaryviews',
      label: 'nav.summaryViews',
      icon: IconUsersGroup,
      section: 'admin',
    },
    // One link per view for owner-managers.
    ...summaryViews.map(
      (view) =>
        ownerManager && {
          to: `/summaryview/${view.id}#base`,
          label: 'nav.summaryViews',
          text: view.name,
          icon: IconLayoutList,
          section: 'admin' as const,
        },
    ),
    isOwnerOrSuper(user) && { to: '/translations', label: 'nav.translations', icon: IconLanguage, section: 'admin' },
    { to: '/privacy', label: 'nav.privacy', icon: IconShieldLock, section: 'footer' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** A link is current on its own path and below it (`/projects` is not current on `/project-archive`). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
