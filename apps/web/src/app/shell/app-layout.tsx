import { AppShell, Box, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { TopBarTabsSlotContext } from '../../components/top-bar-tabs';
import { ExportReadyNotices } from '../../features/exports';
import { UserPhotoModal } from '../../features/user-photo';
import { signOut } from '../session/session-actions';
import { SessionManager } from '../session/session-manager';
import { AppFooter } from './app-footer';
import { pageKey } from './page-key';
import { SidebarNav } from './sidebar-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useGlobals } from './use-globals';

const HEADER_HEIGHT = 60;

/** The signed-in frame: top bar, sidebar (a drawer below 1025 px), page, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const [photoOpened, photo] = useDisclosure(false);
  const [tabsSlot, setTabsSlot] = useState<HTMLElement | null>(null);

  // Globals are fetched once signed in and kept fresh for every page.
  useGlobals();

  const handleLogout = () => {
    menu.close();
    void signOut().then(() => navigate('/', { replace: true }));
  };

  return (
    <TopBarTabsSlotContext.Provider value={tabsSlot}>
      <SkipLink />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !menuOpened } }}
        padding={{ base: 'md', md: 'xl' }}
        bg="gray.0"
      >
        <AppShell.Header>
          <TopBar
            menuOpened={menuOpened}
            onToggleMenu={menu.toggle}
            onOpenPhoto={photo.open}
            tabsSlotRef={setTabsSlot}
          />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('nav.main')}>
          <SidebarNav onNavigate={menu.close} onLogout={handleLogout} />
        </AppShell.Navbar>
        {/* Focusable from the skip link only (tabIndex -1), so Tab order stays as it was. */}
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <Box
            mih={`calc(100dvh - ${HEADER_HEIGHT}px - 2 * var(--app-shell-padding))`}
            style={{ display: 'flex', flexDirection: 'column' }}
          >
            <Box flex={1}>
              {/* A new page gets a fresh boundary, so one broken page does not stick. */}
              <ErrorBoundary key={pageKey(pathname)}>
                <Suspense
                  fallback={
                    <Center py="xl">
                      <Loader aria-label={t('common.loading')} />
                    </Center>
                  }
                >
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </Box>
            <AppFooter />
          </Box>
        </AppShell.Main>
      </AppShell>
      <UserPhotoModal opened={photoOpened} onClose={photo.close} />
      <SessionManager />
      <ExportReadyNotices />
    </TopBarTabsSlotContext.Provider>
  );
}
