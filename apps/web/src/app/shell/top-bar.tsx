import { ActionIcon, Box, Burger, Group, Image, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isResident } from '../../entities/resident';
import { hasPermission, isOwnerManager, userManagementPath } from '../../entities/session';
import { UserAvatar } from '../../entities/user';
import { DeleteRequestsInbox } from '../../features/delete-requests';
import { useConfiguration } from '../../lib/configuration-context';
import { useProductName } from '../../lib/product-name';
import { useSignedInUser } from '../../lib/stored-user';
import { NARROW_MEDIA_QUERY } from '../theme';
import { MapToggle } from './map-toggle';
import { TopBarSearch } from './top-bar-search';

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  onOpenPhoto: () => void;
  /** Receives the element where pages' tabs are portalled (see components/top-bar-tabs). */
  tabsSlotRef: (element: HTMLDivElement | null) => void;
}

/** Tabs slot, search, map toggle, user-management shortcut, delete-request inbox and photo. */
export function TopBar({ menuOpened, onToggleMenu, onOpenPhoto, tabsSlotRef }: TopBarProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const configuration = useConfiguration();
  const productName = useProductName();
  const managementPath = userManagementPath(user);
  const isNarrow = useMediaQuery(NARROW_MEDIA_QUERY) ?? false;
  const showSearch = !isNarrow && configuration.search && isOwnerManager(user);
  const showDeleteRequests = configuration.messaging && hasPermission(user, 'document-delete-requests.manage');

  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap">
      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        hiddenFrom="md"
        size="sm"
        aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
      />
      {/* On desktop the brand spans the sidebar's width so page tabs line up with the content. */}
      <Box w={{ md: 232 }} miw={0} style={{ flexShrink: 0 }}>
        <Link to="/" style={{ textDecoration: 'none', display: 'inline-flex' }} aria-label={productName}>
          {configuration.logoUrl ? (
            <Image src={configuration.logoUrl} alt="" h={32} w="auto" fit="contain" />
          ) : (
            <Text fw={750} fz="lg" c="brand.8" truncate="end" style={{ letterSpacing: '-0.01em' }}>
              {productName}
            </Text>
          )}
        </Link>
      </Box>
      <Box ref={tabsSlotRef} flex={1} miw={0} aria-label={t('topbar.pageTabs')} role="group" />
      <Group gap="sm" wrap="nowrap">
        {showSearch && <TopBarSearch />}
        {/* The map belongs to projects, which residents do not see. */}
        {!isNarrow && !isResident(user) && <MapToggle />}
        {managementPath && (
          <Tooltip label={t('topbar.userManagement')}>
            <ActionIcon
              component={Link}
              to={managementPath}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('topbar.userManagement')}
            >
              <IconUsers size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {showDeleteRequests && <DeleteRequestsInbox />}
        <Tooltip label={t('topbar.photo')}>
          {/* Named by its hidden text, not aria-label: a label that leaves out the initials shown
              would not match what a speech user reads on it (WCAG 2.5.3). */}
          <UnstyledButton onClick={onOpenPhoto} style={{ borderRadius: '50%' }}>
            <UserAvatar userId={user.id} name={user.name} hasPhoto={user.has_photo} radius="xl" size={34} aria-hidden />
            <VisuallyHidden>{t('topbar.photo')}</VisuallyHidden>
          </UnstyledButton>
        </Tooltip>
      </Group>
    </Group>
  );
}
