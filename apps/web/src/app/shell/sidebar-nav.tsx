import { Box, Button, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { isResident } from '../../entities/resident';
import { isOwnerManager } from '../../entities/session';
import { useSummaryViews } from '../../entities/summary-view';
import { UserAvatar } from '../../entities/user';
import { useConfiguration } from '../../lib/configuration-context';
import { useSignedInUser } from '../../lib/stored-user';
import { NARROW_MEDIA_QUERY } from '../theme';
import { MapToggle } from './map-toggle';
import { buildNavItems, isActivePath, type NavItem } from './nav-items';
import { TopBarSearch } from './top-bar-search';

interface SidebarNavProps {
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate: () => void;
  onLogout: () => void;
}

/** The sidebar (desktop) and the mobile menu: the same links, conditions from spec part 1 section 2. */
export function SidebarNav({ onNavigate, onLogout }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSignedInUser();
  const configuration = useConfiguration();
  const summaryViews = useSummaryViews(user.is_super || user.companies.length > 0);
  const items = buildNavItems(user, configuration, summaryViews.data?.data);
  // Narrow screens hide the top bar's search and map toggle; the menu carries them instead.
  // Rendered in one place only, so every control keeps a single accessible name on the page.
  const isNarrow = useMediaQuery(NARROW_MEDIA_QUERY) ?? false;
  const showSearch = isNarrow && configuration.search && isOwnerManager(user);

  const renderItems = (section: NavItem['section']) =>
    items
      .filter((item) => item.section === section)
      .map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.text ?? t(item.label)}
          leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
          active={isActivePath(pathname, item.to.split('#')[0])}
          onClick={onNavigate}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ));

  const adminItems = renderItems('admin');

  return (
    <Stack h="100%" gap={0}>
      <ScrollArea flex={1} px="sm" py="md" type="auto">
        {/* Search and the map belong to projects, which residents do not see. */}
        {isNarrow && !isResident(user) && (
          <Stack gap="sm" mb="md" px={4}>
            {showSearch && <TopBarSearch onSearch={onNavigate} />}
            <MapToggle />
          </Stack>
        )}
        <Stack gap={2}>{renderItems('main')}</Stack>
        {adminItems.length > 0 && (
          <>
            <Text
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              px="sm"
              mt="lg"
              mb={6}
              style={{ letterSpacing: '0.06em' }}
            >
              {t('nav.administration')}
            </Text>
            <Stack gap={2}>{adminItems}</Stack>
          </>
        )}
        <Divider my="md" />
        <Stack gap={2}>{renderItems('footer')}</Stack>
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <UserAvatar userId={user.id} name={user.name} hasPhoto={user.has_photo} radius="xl" />
            <Box miw={0} flex={1}>
              <Text size="sm" fw={600} truncate="end">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {user.email}
              </Text>
            </Box>
          </Group>
          {/* Wraps rather than truncates: the Finnish logout label is long. */}
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Box miw={112} flex={1}>
              <LanguageSelect size="xs" />
            </Box>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} stroke={1.6} aria-hidden />}
              onClick={onLogout}
            >
              {t('nav.logout')}
            </Button>
          </Group>
        </Stack>
      </Box>
    </Stack>
  );
}
