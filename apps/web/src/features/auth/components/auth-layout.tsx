import { Anchor, Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/language-select';
import { useConfiguration } from '../../../lib/configuration-context';
import { useProductName } from '../../../lib/product-name';

/** Used when configuration names no login background: a calm harbour-blue gradient. */
const DEFAULT_BACKGROUND =
  'radial-gradient(circle at 15% 20%, rgba(255,255,255,0.16) 0, transparent 45%), ' +
  'radial-gradient(circle at 85% 80%, rgba(112,175,199,0.35) 0, transparent 50%), ' +
  'linear-gradient(135deg, #0c3446 0%, #116d8f 55%, #4898b6 100%)';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. the privacy-policy link. */
  footer?: ReactNode;
  width?: number;
}

/** The frame of every signed-out screen: background, logo card, language choice. */
export function AuthLayout({ title, subtitle, children, footer, width = 440 }: AuthLayoutProps) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const productName = useProductName();
  const background = configuration.loginBackgroundUrl
    ? `linear-gradient(rgba(8, 30, 40, 0.35), rgba(8, 30, 40, 0.35)), url("${encodeURI(configuration.loginBackgroundUrl)}") center / cover no-repeat`
    : DEFAULT_BACKGROUND;

  return (
    <Box component="main" mih="100dvh" style={{ background, backgroundColor: '#0c3446' }}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={width} gap="md">
          <Paper radius="lg" shadow="xl" p={{ base: 'lg', sm: 40 }} withBorder>
            <Stack gap="lg">
              <Group justify="space-between" align="center" wrap="nowrap">
                {configuration.logoUrl ? (
                  <Image
                    src={configuration.logoUrl}
                    alt={t('footer.logo', { name: productName })}
                    h={40}
                    w="auto"
                    fit="contain"
                  />
                ) : (
                  <Text fw={750} fz="xl" c="brand.8" style={{ letterSpacing: '-0.01em' }}>
                    {productName}
                  </Text>
                )}
                <Box w={140}>
                  <LanguageSelect size="xs" />
                </Box>
              </Group>
              <Box>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" mt={6}>
                    {subtitle}
                  </Text>
                )}
              </Box>
              {children}
            </Stack>
          </Paper>
          {footer && (
            <Group justify="center" gap="lg">
              {footer}
            </Group>
          )}
          <Text ta="center" size="xs" c="rgba(255,255,255,0.75)">
            {t('app.tagline')}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}

/** A light link on the dark background under the card. */
export function AuthFooterLink({
  children,
  onClick,
  to = '/',
}: {
  children: ReactNode;
  onClick?: () => void;
  to?: string;
}) {
  return onClick ? (
    <Anchor component="button" type="button" size="sm" c="white" fw={500} onClick={onClick}>
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={to} size="sm" c="white" fw={500}>
      {children}
    </Anchor>
  );
}
